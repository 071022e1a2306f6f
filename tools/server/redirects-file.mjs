// The `_redirects` file (Netlify's and Cloudflare Pages' format, written by `npm run deploy-config`):
// one rule a line, `source destination [status]`, where a `*` at the end of the source is the
// splat that `:splat` in the destination repeats. The local server applies it as those hosts do,
// before any file is looked up; paths are case-sensitive, as theirs are.

/** Parses a `_redirects` file into its rules, in order. */
export function parseRedirectsFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    const [source, destination, status] = line.trim().split(/\s+/);
    if (!source || source.startsWith('#') || !destination) continue;
    const pattern = new RegExp(`^${source.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*$/, '(.*)')}$`);
    // A rule with status 200 to another host is a proxy (the measurement counts to their collector,
    // on Netlify): the local server forwards nothing, and the page's count is answered 404.
    if (Number(status) === 200 && /^https?:/.test(destination)) continue;
    rules.push({ pattern, destination, status: Number(status ?? 301) });
  }
  return rules;
}

/** Where a path is redirected, with the status, or undefined: the first rule that matches wins. */
export function redirectFor(rules, pathname) {
  for (const { pattern, destination, status } of rules) {
    const match = pattern.exec(pathname);
    if (match) return { location: destination.replace(':splat', match[1] ?? ''), status };
  }
  return undefined;
}
