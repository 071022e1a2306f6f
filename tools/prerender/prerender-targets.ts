import type { Language } from '@/config/languages';
import { routes, type PageKey } from '@/routing/routes';
import { renderedLanguage } from '@/i18n/shown-language';

export type PrerenderTarget = {
  /** The URL path the file answers. */
  path: string;
  /** The file under dist/ that holds it. */
  file: string;
  /** The language the HTML is rendered in (unprefixed routes and 404.html render in English). */
  language: Language;
  page: PageKey;
  /** True for `/faq` and the like: the x-default of their page. */
  unprefixed: boolean;
};

/** The file under dist/ that answers a clean address (`/` is index.html, `/ja/faq` is ja/faq.html). */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** Every file the prerender step writes: each route of the table, then 404.html. */
export function prerenderTargets(): PrerenderTarget[] {
  return [
    ...routes.map(({ path, page, language }) => ({
      path,
      file: htmlFileFor(path),
      language: renderedLanguage({ page, language }),
      page,
      unprefixed: language === undefined,
    })),
    {
      path: '/404',
      file: '404.html',
      language: renderedLanguage({ page: 'notFound', language: undefined }),
      page: 'notFound',
      unprefixed: false,
    },
  ];
}
