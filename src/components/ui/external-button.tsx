import { ExternalLink as ExternalLinkIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ExternalLink } from './external-link';
import { buttonClass, type ButtonSize, type ButtonTone } from './button-styles';

type ExternalButtonProps = {
  href: string;
  children: ReactNode;
  tone?: ButtonTone;
  size?: ButtonSize;
  /** A picture before the label, such as the chat bubble. */
  icon?: LucideIcon;
  /** Margins and width only: the look comes from tone and size. */
  className?: string;
};

/**
 * Every call to action that leaves the site (pre-order, payment, chat): a button-looking link that
 * opens in a new tab, says so to screen readers and shows the new-tab arrow.
 */
export function ExternalButton({
  href,
  children,
  tone = 'primary',
  size = 'regular',
  icon: Icon,
  className = '',
}: ExternalButtonProps) {
  const iconClass = `${size === 'compact' ? 'size-4' : 'size-5'} shrink-0`;
  return (
    <ExternalLink href={href} className={`${buttonClass(tone, size)} ${className}`}>
      {Icon && <Icon aria-hidden="true" className={iconClass} />}
      {children}
      <ExternalLinkIcon aria-hidden="true" className={iconClass} />
    </ExternalLink>
  );
}
