import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { buildHead, renderHead } from '@/app/head';
import { loadPage, pageSourceFile } from '@/app/page-components';
import { Root } from '@/app/root';
import { webManifest } from '@/app/web-manifest';
import { prerenderTargets, type PrerenderTarget } from '@/app/routes';
import { baseParams } from '@/i18n/base-params';
import { loadDictionary } from '@/i18n/load-dictionary';
import { createTranslator } from '@/i18n/translate';

export { pageSourceFile, prerenderTargets };
export { textSizeBootTag } from '@/lib/text-size';
export { appLoaderTag } from '@/app/app-loader';
export { robotsTxt, sitemapXml } from '@/app/structured-data';

/** Renders one prerender target to its body HTML and head tags. */
export async function render(target: PrerenderTarget): Promise<{ html: string; head: string }> {
  const [dictionary, english] = await Promise.all([
    loadDictionary(target.language),
    loadDictionary('en'),
    loadPage(target.page),
  ]);
  const t = createTranslator(dictionary, english, baseParams(target.language));
  const html = renderToString(
    <StrictMode>
      <Root initialLanguage={target.language} ssrPath={target.path} />
    </StrictMode>,
  );
  const head = renderHead(
    buildHead({ page: target.page, language: target.language, unprefixed: target.unprefixed, t }),
  );
  return { html, head };
}

/** The web app manifest, in English, as JSON. */
export async function renderWebManifest(): Promise<string> {
  const english = await loadDictionary('en');
  return JSON.stringify(webManifest(createTranslator(english, english, baseParams('en'))), null, 2);
}
