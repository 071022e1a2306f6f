import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { loadPage } from '@/app/pages';
import { pageSourceFile } from '@shared/build-contract';
import { Root } from '@/app/root';
import { loadDeferredParts } from '@/lib/deferred-part';
import { preloadWaitlistForm } from '@/features/waitlist-form/waitlist-form-slot';
import { filmTranscripts } from '@/features/video-window/transcript/film-transcripts';
import { marketValues, site } from '@/config/site';
import { ui } from '@/config/ui';
import { languages } from '@/config/languages';
import { baseParams } from '@/i18n/base-params';
import { loadWholeDictionary } from '@/i18n/load-dictionary';
import { firstLoadPartsOfPage } from '@/i18n/dictionary-parts';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { createTranslator, type Translate } from '@/i18n/translate';
import { renderDocument } from './document';
import { printAddressHtml } from './print-address';
import { isPassedOnPage } from '@/content/passed-on-pages';
import { canonicalUrl } from '@/routing/site-urls';
import { buildHead, renderHead } from './head';
import { prerenderTargets, type PrerenderTarget } from './prerender-targets';
import { webManifest } from './web-manifest';

// The SSR entry: tools/prerender/prerender.mjs loads the build of this file and writes what it returns.
export { firstLoadPartsOfPage, pageSourceFile, prerenderTargets };
export { robotsTxt, sitemapXml } from './sitemap';

type PageScripts = {
  /** dist/index.html as Vite built it. */
  template: string;
  /** The inline scripts' text, as the Content Security Policy hashes it. */
  inlineScripts: { boot: string; appLoader: string };
  /** The app's entry script and the page's own chunks to preload with it. */
  entry: string;
  preloads: readonly string[];
};

/** A translator for text that leaves the page as data (the head, structured data): the same strings, without phrase breaks. */
function forData(t: Translate): Translate {
  return ((...args: Parameters<Translate>) => withoutPhraseBreaks(t(...args))) as Translate;
}

/** One prerender target as a complete HTML document. */
export async function renderPage(target: PrerenderTarget, scripts: PageScripts): Promise<string> {
  const [dictionary, english] = await Promise.all([
    loadWholeDictionary(target.language),
    loadWholeDictionary('en'),
    // The page's deferred parts (lib/deferred-part.tsx) with it: the HTML carries them whole.
    loadPage(target.page).then(loadDeferredParts),
    // The browser loads the form's code only near it; the HTML carries the whole form.
    preloadWaitlistForm(),
    // The films' words, where the market has them: the HTML carries them under each film's button.
    filmTranscripts(target.language),
  ]);
  const t = createTranslator(
    dictionary,
    english,
    baseParams(site, marketValues(target.language), target.language, dictionary),
  );
  const body = renderToString(
    <StrictMode>
      <Root ssrPath={target.path} />
    </StrictMode>,
  );
  // Text that leaves the page as data (the head's tags, the printed address's sentence): no phrase breaks.
  const tForData = forData(t);
  const head = renderHead(
    buildHead({ page: target.page, language: target.language, unprefixed: target.unprefixed, t: tForData }),
  );
  const { page } = target;
  // The pages families pass on end, on paper, with a QR code of their address.
  const printAddress = isPassedOnPage(page)
    ? await printAddressHtml({
        url: canonicalUrl(page, target.language, target.unprefixed),
        path: target.path,
        label: tForData('print.scanToOpen'),
      })
    : undefined;
  return renderDocument(scripts.template, {
    language: target.language,
    path: target.path,
    head,
    body,
    printAddress,
    // Every size but the normal one, which needs nothing.
    bootScript: {
      text: scripts.inlineScripts.boot,
      storageKey: site.storageKeys.textSize,
      sizes: ui.textSizes.slice(1).map((size) => size.id),
      arrivalKey: site.storageKeys.arrivedFrom,
      savedLanguage: target.unprefixed
        ? {
            storageKey: site.storageKeys.language,
            segments: Object.fromEntries(languages.map(({ code, segment }) => [code, segment])),
            holdMs: ui.savedLanguageHoldMs,
          }
        : undefined,
    },
    appScript: { text: scripts.inlineScripts.appLoader, entry: scripts.entry, preloads: scripts.preloads },
  });
}

/** The web app manifest, in English, as JSON. */
export async function renderWebManifest(): Promise<string> {
  const english = await loadWholeDictionary('en');
  return JSON.stringify(
    webManifest(createTranslator(english, english, baseParams(site, marketValues('en'), 'en', english))),
    null,
    2,
  );
}
