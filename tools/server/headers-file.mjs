// The `_headers` file (Netlify's and Cloudflare Pages' format, written by `npm run deploy-config`):
// a path pattern, then its indented `Name: value` lines. The local server applies it, so local
// runs and the end-to-end tests get the deployed Content Security Policy and caching.

/** What a CDN sends when no rule sets Cache-Control: revalidate every time. */
const defaultCacheControl = 'public, max-age=0, must-revalidate';

/** Parses a `_headers` file into its rules, in order. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      );
      rules.push({ pattern, headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0) rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** The headers for a URL path: every matching rule's, in order. */
export function headersFor(rules, pathname) {
  const headers = { 'Cache-Control': defaultCacheControl };
  for (const rule of rules) if (rule.pattern.test(pathname)) Object.assign(headers, rule.headers);
  return headers;
}
