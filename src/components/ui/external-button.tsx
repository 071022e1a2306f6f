import { ExternalLink as ExternalLinkIcon } from 'lucide';
import { Icon, type IconData } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { ExternalLink } from './external-link';
import { buttonClass, type ButtonSize, type ButtonTone } from './button-styles';

type ExternalButtonProps = {
  href: string;
  children: ReactNode;
  tone?: ButtonTone;
  size?: ButtonSize;
  /** A picture before the label, such as the chat bubble. */
  icon?: IconData;
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
  icon,
  className = '',
}: ExternalButtonProps) {
  const iconClass = `${size === 'compact' ? 'size-4' : 'size-5'} shrink-0`;
  return (
    <ExternalLink href={href} className={`${buttonClass(tone, size)} ${className}`}>
      {icon && <Icon icon={icon} aria-hidden="true" className={iconClass} />}
      {children}
      <Icon icon={ExternalLinkIcon} aria-hidden="true" className={iconClass} />
    </ExternalLink>
  );
}
