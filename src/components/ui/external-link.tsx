import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
};

/** A link that opens in a new tab, safely, and tells screen-reader users so. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">{` ${t('common.opensInNewTab')}`}</span>
    </a>
  );
}
