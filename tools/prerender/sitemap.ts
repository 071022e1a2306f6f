import { site } from '@/config/site';
import { languages } from '@/config/languages';
import { pages, pathFor, unprefixedPathFor } from '@/routing/routes';
import { absoluteUrl } from '@/routing/site-urls';

/** sitemap.xml: every page in every language, each with its alternates and x-default. */
export function sitemapXml(): string {
  const entries = languages.flatMap(({ code }) =>
    pages.map(({ id }) => {
      const alternates = [
        ...languages.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other.code}" href="${absoluteUrl(pathFor(id, other.code))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(unprefixedPathFor(id))}"/>`,
      ];
      return `  <url>\n    <loc>${absoluteUrl(pathFor(id, code))}</loc>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteOrigin}/sitemap.xml\n`;
}
