import { PlayCircle } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from 'wouter';
import { pathFor } from '@/routing/routes';
import { isSample, marketValues } from '@/config/site';
import { ExternalButton } from '@/components/ui/external-button';
import { VideoLink } from '@/features/video-window/video-link';
import { useTranslation } from '@/i18n/use-translation';
import { SectionLink } from './section-link';
import type { ReactNode } from 'react';
import { useRoute } from '@/routing/use-route';

// In the header's row (the nav breakpoint up) the links keep the row's 44 px at any text size. The
// current page's link is bold and underlined (and `aria-current`): she sees where she is.
export const navLinkClass =
  'inline-flex min-h-11 min-w-11 nav:min-h-[44px] items-center justify-center rounded-md px-3 font-medium text-ink underline-offset-4 hover:bg-ink/5 hover:underline aria-[current=page]:font-bold aria-[current=page]:underline aria-[current=page]:decoration-2';

type PageNavLinkProps = { page: 'pricing' | 'support' | 'faq' | 'trust'; onNavigate?: () => void; children: ReactNode };

/** A header link to a page of the site, marked as the current page while she is on it. */
export function PageNavLink({ page, onNavigate, children }: PageNavLinkProps) {
  const { language } = useTranslation();
  const route = useRoute();
  return (
    <Link
      href={pathFor(page, language)}
      aria-current={route.page === page ? 'page' : undefined}
      className={navLinkClass}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
}

type NavLinksProps = {
  /** Called when a link is followed, so a menu can close. */
  onNavigate?: () => void;
  className?: string;
};

/** The header's navigation: features, pricing, support and the waitlist. */
export function NavLinks({ onNavigate, className }: NavLinksProps) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      <li>
        <SectionLink sectionId="features" className={navLinkClass} onNavigate={onNavigate}>
          {t('header.features')}
        </SectionLink>
      </li>
      <li>
        <PageNavLink page="pricing" onNavigate={onNavigate}>
          {t('header.pricing')}
        </PageNavLink>
      </li>
      <li>
        <PageNavLink page="support" onNavigate={onNavigate}>
          {t('header.support')}
        </PageNavLink>
      </li>
      <li>
        <SectionLink sectionId="waitlist" className={navLinkClass} onNavigate={onNavigate}>
          {t('header.joinWaitlist')}
        </SectionLink>
      </li>
    </ul>
  );
}

type WatchVideoLinkProps = { onOpen?: () => void; className?: string };

export function WatchVideoLink({ onOpen, className = '' }: WatchVideoLinkProps) {
  const { t } = useTranslation();
  return (
    <VideoLink
      video="hero"
      onOpen={onOpen}
      className={`inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-ink hover:bg-ink/5 nav:min-h-[44px] ${className}`}
    >
      <Icon icon={PlayCircle} aria-hidden="true" className="size-6 shrink-0 text-hazel-700" />
      {t('header.watchVideo')}
    </VideoLink>
  );
}

/**
 * The header's call to action: the pre-order form where the market sells, the free waitlist
 * elsewhere, marked while its form is a sample: in the phone's menu after its label, in the
 * header's row below it (`.tag-below`: the row has no room beside it; at 1280 px the Italian links
 * broke inside their words).
 */
export function PreorderLink({ className = '' }: { className?: string }) {
  const { t, language } = useTranslation();
  const { links } = marketValues(language);
  return (
    <ExternalButton
      href={links.preorder ?? links.waitlist}
      size="compact"
      className={className}
      sample={isSample(language, 'forms')}
    >
      {links.preorder ? t('header.preorder') : t('header.waitlistForm')}
    </ExternalButton>
  );
}
