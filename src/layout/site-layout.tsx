import type { ReactNode } from 'react';
import { isPassedOnPage } from '@/content/passed-on-pages';
import { useTranslation } from '@/i18n/use-translation';
import { useRoute } from '@/routing/use-route';
import { loadShownParts } from '@/i18n/load-dictionary';
import { deferredPart } from '@/lib/deferred-part';
import { SiteHeader } from './site-header';

// Plain links until they hydrate, after the page (lib/deferred-part.tsx): not in any first load.
// The back-to-top link also brings the keeping of the keyboard's focus clear of the header.
const BackToTop = deferredPart(() => import('./back-to-top').then((module) => module.BackToTop));
// The offer of a visitor's own language on an unprefixed address: decided after hydration.
const LanguageOfferSlot = deferredPart(() => import('./language-offer').then((module) => module.LanguageOfferSlot));
// "Send this page to family" is a <details> of plain links until then; the share sheet and the
// copy button come with its code.
const SendPage = deferredPart(() => import('@/sections/send-page').then((module) => module.SendPage));
// The footer's code and copy; the preview notice comes with them (one chunk, one import).
const footerModule = () =>
  Promise.all([import('./site-footer'), loadShownParts(['footer', 'identity'])]).then(([module]) => module);
const SiteFooter = deferredPart(() => footerModule().then((module) => module.SiteFooter));
const PreviewNotice = deferredPart(() => footerModule().then((module) => module.PreviewNotice));

type SiteLayoutProps = { children: ReactNode };

/** Skip link, header, the page's main content and footer: shared by every page. */
export function SiteLayout({ children }: SiteLayoutProps) {
  const { t } = useTranslation();
  const { page } = useRoute();
  return (
    <div id="page-top" className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ink font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:px-4 focus:py-3"
      >
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-(--header-height) focus:outline-none print:pt-0">
        <PreviewNotice />
        {children}
        {isPassedOnPage(page) && <SendPage page={page} />}
      </main>
      <BackToTop />
      <SiteFooter />
      <LanguageOfferSlot />
    </div>
  );
}
