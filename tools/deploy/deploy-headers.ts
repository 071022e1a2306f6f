/**
 * The HTTP headers every host must send, in one place. `npm run deploy-config` renders them into
 * the Netlify/Cloudflare Pages `_headers` file (public/_headers, copied into dist/), `vercel.json`
 * and `deploy/nginx.conf`; the local server (`npm start`, the end-to-end tests) reads the same
 * `_headers`, and a unit test fails when any of the files is out of date.
 */
import { videoEmbedOrigin } from '@/config/video-host';
import type { SiteConfig } from '@/config/site-config';

export type HeaderRule = {
  /** A path pattern in the `_headers` syntax: `*` matches anything, including slashes. */
  path: string;
  headers: Readonly<Record<string, string>>;
};

export const cacheControl = {
  /** Content-hashed build output: a new deployment gets new names. */
  hashedAssets: 'public, max-age=31536000, immutable',
  /** Images and voice clips keep their names when replaced, so a day at most. */
  media: 'public, max-age=86400',
  /** Everything else (the pages): always revalidated, so a deployment shows at once. */
  revalidate: 'public, max-age=0, must-revalidate',
} as const;

/**
 * No inline script runs unless its hash is listed; the page's own two inline scripts (boot, app
 * loader) have the same text on every page. JSON-LD is data, not script, so CSP ignores it.
 * Forms go only to the operator's hosted forms: without scripts the waitlist form is submitted by
 * the browser to the pre-order or waitlist form, whose origins are the build's values
 * (`formOrigins`: the build writes its own `_headers`, and `npm run deploy-config` the other hosts'
 * files, from the same values).
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[], formOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' '),
    // Styles, images, media, fonts, fetches and the web manifest fall under default-src (every
    // header byte counts in the page's first round trip); WebKit does not know manifest-src and
    // logs an error for it on every page.
    `frame-src ${videoEmbedOrigin}`,
    // No site may frame these pages; every browser of the support range knows frame-ancestors,
    // so the older X-Frame-Options header would repeat it.
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formOrigins].join(' '),
  ].join('; ');
}

export function securityHeaders(
  inlineScriptHashes: readonly string[],
  formOrigins: readonly string[],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inlineScriptHashes, formOrigins),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Every rule, most general first; a path gets the headers of every rule it matches. */
export function headerRules(inlineScriptHashes: readonly string[], formOrigins: readonly string[]): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders(inlineScriptHashes, formOrigins) },
    { path: '/assets/*', headers: { 'Cache-Control': cacheControl.hashedAssets } },
    { path: '/images/*', headers: { 'Cache-Control': cacheControl.media } },
    { path: '/audio/*', headers: { 'Cache-Control': cacheControl.media } },
  ];
}

/** The origins of the hosted forms a build's pages submit to (every market's pre-order and waitlist form). */
export function formOriginsOf(config: Pick<SiteConfig, 'markets'>): string[] {
  const addresses = Object.values(config.markets).flatMap(({ links }) => [links.preorder, links.waitlist]);
  return [
    ...new Set(addresses.filter((address): address is string => address !== null).map((a) => new URL(a).origin)),
  ].sort();
}
