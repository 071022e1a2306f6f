import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ExternalLink } from './external-link';
import { buttonClass, type ButtonTone } from './button-styles';

type ExternalButtonProps = {
  href: string;
  children: ReactNode;
  tone?: ButtonTone;
  className?: string;
};

/** A call to action that opens an external form or payment page in a new tab, and says so. */
export function ExternalButton({ href, children, tone = 'primary', className = '' }: ExternalButtonProps) {
  return (
    <ExternalLink href={href} className={`${buttonClass(tone)} ${className}`}>
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-5 shrink-0" />
    </ExternalLink>
  );
}
