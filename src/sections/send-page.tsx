import { useRef, type MouseEvent } from 'react';
import { buttonClass, textLinkClass } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/external-link';
import { pageColumnClass } from '@/components/ui/page-section';
import { defaultLanguage, languageInfo } from '@/config/languages';
import { useNeedsAppProps } from '@/start-up/use-needs-app';
import { pageTitle } from '@/i18n/page-copy';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { useTranslation } from '@/i18n/use-translation';
import { shareLink } from '@/lib/share-links';
import { showToast } from '@/lib/toast-store';
import type { PageId } from '@/routing/routes';
import { canonicalUrl } from '@/routing/site-urls';
import { useRoute } from '@/routing/use-route';

/**
 * "Send this page to family": with scripts, the device's own share sheet where the browser has one
 * (the Web Share API), with a short message, the page's title and its address; otherwise, and
 * without JavaScript, the apps families in this market use, as plain links with the message
 * written, and "copy the address" where scripts run. Nothing is loaded or sent until the visitor
 * picks an app; the page stays where it is.
 */
export function SendPage({ page }: { page: PageId }) {
  const { t, language } = useTranslation();
  const route = useRoute();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const needsApp = useNeedsAppProps();
  // The page in the language it shows: an address without a language shows a saved choice, and
  // the family should open the page in that language, as the message is.
  const url = canonicalUrl(page, language, !route.language && language === defaultLanguage);
  const title = pageTitle(page, t);
  const message = withoutPhraseBreaks(t('share.message'));
  const appName = {
    line: t('contact.chatApps.line'),
    whatsapp: t('contact.chatApps.whatsapp'),
    sms: t('share.sms'),
    email: t('share.email'),
  };

  const openShareSheet = (event: MouseEvent) => {
    const details = detailsRef.current;
    if (!details || details.open || typeof navigator.share !== 'function') return;
    event.preventDefault();
    navigator.share({ title, text: message, url }).catch((error: unknown) => {
      // Closed by the visitor: nothing more. Refused or failed: the apps, in the page.
      if (!(error instanceof DOMException && error.name === 'AbortError')) details.open = true;
    });
  };

  const copyAddress = async () => {
    try {
      // `navigator.clipboard` is missing outside secure contexts: that is a failure too.
      await navigator.clipboard.writeText(url);
      showToast({ title: t('share.copied') });
    } catch {
      showToast({ title: t('share.copyFailed', { url }), variant: 'destructive' });
    }
  };

  return (
    <details ref={detailsRef} className={pageColumnClass('none', 'pt-6 pb-12 print:hidden')}>
      <summary onClick={openShareSheet} className={`${buttonClass('secondary')} w-fit`}>
        {t('share.button')}
      </summary>
      <ul aria-label={t('share.choose')} className="mt-3 flex flex-wrap gap-x-6">
        {languageInfo(language).shareApps.map((app) => {
          const href = shareLink(app, { message, url });
          return (
            <li key={app}>
              {href.startsWith('https:') ? (
                <ExternalLink href={href} className={textLinkClass}>
                  {appName[app]}
                </ExternalLink>
              ) : (
                <a href={href} className={textLinkClass}>
                  {appName[app]}
                </a>
              )}
            </li>
          );
        })}
        <li className="js-only">
          <button type="button" onClick={() => void copyAddress()} className={textLinkClass} {...needsApp}>
            {t('share.copy')}
          </button>
        </li>
      </ul>
    </details>
  );
}
