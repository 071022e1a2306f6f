/** One entry of Vite's build manifest. */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of a language's dictionary chunk: its core, or one part. */
export function dictionarySource(language: string, part?: string): string;

/** The JS files a manifest entry loads before it runs: its own file and its static imports, recursively. */
export function staticClosure(manifest: Manifest, key: string, seen?: Set<string>): Set<string>;

/** The CSS files of an entry and its static imports. */
export function cssOf(manifest: Manifest, key: string): Set<string>;

/** Everything a prerendered page loads before it hydrates. */
export function firstLoad(
  manifest: Manifest,
  page: { pageSource: string; language: string; parts?: readonly string[] },
): { entry: string; preloads: string[]; js: string[]; css: string[] };
