import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ExternalLink } from './external-link';

type ExternalButtonProps = {
  href: string;
  children: ReactNode;
  tone?: 'primary' | 'secondary';
  className?: string;
};

export const buttonTones = {
  primary: 'bg-hazel-700 text-white hover:bg-hazel-800',
  secondary: 'border-2 border-hazel-700 bg-surface text-hazel-800 hover:bg-hazel-50',
} as const;

/** A call to action that opens an external form or payment page in a new tab, and says so. */
export function ExternalButton({ href, children, tone = 'primary', className = '' }: ExternalButtonProps) {
  return (
    <ExternalLink
      href={href}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-5 text-center font-semibold ${buttonTones[tone]} ${className}`}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-5 shrink-0" />
    </ExternalLink>
  );
}
