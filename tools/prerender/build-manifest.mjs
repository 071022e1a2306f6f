// Reads Vite's build manifest (dist/.vite/manifest.json while the build runs, then build-info.mjs's
// folder): which files a page needs on first load.
// Used by the prerender (to preload a page's own chunks) and by the byte-budget test.

/** The manifest key of a language's dictionary chunk: its core, or one part (src/i18n/dictionary-parts.ts). */
export const dictionarySource = (language, part = 'core') =>
  `src/i18n/locales/${language.toLowerCase()}.arb?part=${part}`;

/** The JS files a manifest entry loads before it runs: its own file and its static imports, recursively. */
export function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The CSS files of an entry and its static imports. */
export function cssOf(manifest, key) {
  const files = new Set();
  const visit = (name, seen = new Set()) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  visit(key);
  return files;
}

/**
 * Everything a prerendered page loads before it hydrates: the entry with its static imports,
 * plus the page's chunk and its dictionary's chunks (the core and the page's parts) with theirs.
 * `preloads` is all but the entry.
 */
export function firstLoad(manifest, { pageSource, language, parts = [] }) {
  const entry = manifest['index.html']?.file;
  if (!entry) throw new Error('index.html is not in the build manifest');
  const files = new Set([
    ...staticClosure(manifest, 'index.html'),
    ...staticClosure(manifest, pageSource),
    ...['core', ...parts].flatMap((part) => [...staticClosure(manifest, dictionarySource(language, part))]),
  ]);
  files.delete(entry);
  const preloads = [...files];
  return { entry, preloads, js: [entry, ...preloads], css: [...cssOf(manifest, 'index.html')] };
}
