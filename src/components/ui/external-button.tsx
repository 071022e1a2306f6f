import { ExternalLink as ExternalLinkIcon } from 'lucide';
import { Icon, type IconData } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { ExternalLink } from './external-link';
import { isPlaceholderAddress } from '@/lib/external-link';
import { site } from '@/config/site';
import { notSetLink } from '@shared/build-contract';
import { LabelWithSampleTag } from './sample-tag';
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
  /**
   * The target is still a sample value (a placeholder chat number): marked as one. A form or payment
   * page on a placeholder address is marked whatever this says (but in the compact size).
   */
  sample?: boolean;
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
  sample = false,
}: ExternalButtonProps) {
  const iconClass = `${size === 'compact' ? 'size-4' : 'size-5'} shrink-0`;
  // A preview's button whose page is not set leads, in this tab, to the notice at the top that says so.
  const inPage = href === notSetLink;
  const marked = inPage || sample || (size !== 'compact' && isPlaceholderAddress(href, site.standInDomains));
  const Link = inPage ? 'a' : ExternalLink;
  return (
    <Link href={href} data-sample={marked ? '' : undefined} className={`${buttonClass(tone, size)} ${className}`}>
      {icon && <Icon icon={icon} aria-hidden="true" className={iconClass} />}
      <LabelWithSampleTag sample={marked}>{children}</LabelWithSampleTag>
      {!inPage && <Icon icon={ExternalLinkIcon} aria-hidden="true" className={iconClass} />}
    </Link>
  );
}
