import { Link } from 'wouter';
import { pathFor } from '@/routing/routes';
import { site } from '@/config/site';
import { ui } from '@/config/ui';
import { useTranslation } from '@/i18n/use-translation';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { NavLinks, PreorderLink, WatchVideoLink } from './header-actions';
import { LanguageSwitcher } from './language-switcher';
import { MobileNav } from './mobile-nav';
import { TextSizeControl } from './text-size-control';
import { headerTextClass } from './header-tool';

/** The fixed top bar: transparent at the top of the page, translucent with a border once scrolled. */
export function SiteHeader() {
  const { t, language } = useTranslation();
  const scrolled = useScrolledPast(ui.headerScrollThresholdPx);

  return (
    <header
      data-scrolled={scrolled}
      // Opaque once scrolled, and behind an open menu or list (CSS, so before the scripts run too).
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors print:static print:border-0 ${
        scrolled
          ? 'border-ink/15 bg-canvas/95 backdrop-blur-md'
          : 'border-transparent bg-transparent has-[details[open]]:border-ink/15 has-[details[open]]:bg-canvas/95'
      }`}
    >
      <div
        className={`mx-auto flex min-h-(--header-height) max-w-page items-center gap-[6px] px-[12px] sm:gap-[12px] sm:px-[24px] ${headerTextClass}`}
      >
        <Link
          href={pathFor('home', language)}
          className="mr-auto inline-flex min-h-[44px] min-w-[44px] shrink-0 items-center justify-center gap-2 rounded-md font-serif text-[26px] leading-none font-bold text-ink"
          aria-label={t('header.homeLink')}
        >
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
          {/* On a phone the mark alone: the row's room goes to the tools named in words. */}
          <span className="hidden sm:inline">{site.brand}</span>
        </Link>
        <nav aria-label={t('header.primaryNav')} className="hidden nav:block print:hidden!">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="hidden nav:block print:hidden!">
          <WatchVideoLink />
        </div>
        <TextSizeControl />
        <LanguageSwitcher />
        <div className="tag-below hidden sm:block print:hidden!">
          <PreorderLink />
        </div>
        <MobileNav />
      </div>
    </header>
  );
}
