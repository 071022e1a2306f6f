import type { Language } from '@/config/languages';
import { escapeHtml } from './html';
import { dataAttribute, scriptSettings, startUpAttributes, templateMarkers } from '@/start-up/contract';

/** What a prerendered page is made of, besides the template Vite built from index.html. */
export type DocumentParts = {
  language: Language;
  /** The route the HTML was rendered for: the app hydrates it only at an address that shows the same. */
  path: string;
  /** The head's tags (title, description, links, structured data). */
  head: string;
  /** The app, rendered to HTML. */
  body: string;
  /** The inline script that marks scripts as running and applies a saved text size, and what it reads from its tag. */
  bootScript: {
    text: string;
    storageKey: string;
    sizes: readonly string[];
    /** Where the unprefixed address a page was sent from is noted for the page to put back (session storage). */
    arrivalKey: string;
    /** On an address without a language prefix: where the language choice is saved, each language's path segment, the longest hold. */
    savedLanguage?: { storageKey: string; segments: Readonly<Record<string, string>>; holdMs: number };
  };
  /** What a printed page ends with (a QR code of its address), on the pages families print; outside the app. */
  printAddress?: string;
  /** The script that starts the app after the first paint (its text), and the files it starts. */
  appScript: { text: string; entry: string; preloads: readonly string[] };
};

/** Puts `content` where `marker` is; the template must hold it exactly once. No `$` pattern applies. */
function replaceOnce(text: string, marker: string | RegExp, content: string): string {
  const parts = text.split(marker);
  if (parts.length !== 2) {
    throw new Error(
      `The page template (index.html) must hold ${String(marker)} exactly once, not ${parts.length - 1} times.`,
    );
  }
  return `${parts[0]}${content}${parts[1]}`;
}

/** A start-up script's settings as its tag's attributes (the names: src/start-up/contract.ts). */
function settingsAttributes(settings: Record<string, string | undefined>): string {
  return Object.entries(settings)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${dataAttribute(name)}="${escapeHtml(value)}"`)
    .join('');
}

/** The boot script's settings; those for an address without a language prefix only there (not a byte more elsewhere). */
function bootSettings({ storageKey, sizes, arrivalKey, savedLanguage }: DocumentParts['bootScript']): string {
  const names = scriptSettings.boot;
  return settingsAttributes({
    [names.textSizeKey]: storageKey,
    [names.sizes]: sizes.join(' '),
    [names.arrivalKey]: arrivalKey,
    [names.languageKey]: savedLanguage?.storageKey,
    [names.languages]: savedLanguage
      ? Object.entries(savedLanguage.segments)
          .map(([code, segment]) => `${code}:${segment}`)
          .join(' ')
      : undefined,
    [names.hold]: savedLanguage ? String(savedLanguage.holdMs) : undefined,
  });
}

/**
 * The one place a page's HTML document is put together: `<html lang>`, the boot script first in
 * the head, the head's tags, the rendered app, and the app loader as the last element of the body.
 * Vite's own script and preload tags come out: the app's scripts are requested by the loader
 * once the first contentful paint is on screen, never before (docs/speed.md: fetched with the
 * page, they count against its largest paint), and the loader itself is inline, not one more
 * request before that paint.
 */
export function renderDocument(template: string, parts: DocumentParts): string {
  const { bootScript, appScript } = parts;
  const withoutViteScripts = template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const steps: [string | RegExp, string][] = [
    [
      /<html\b[^>]*>/,
      `<html lang="${escapeHtml(parts.language)}" ${startUpAttributes.renderedPath}="${escapeHtml(parts.path)}">`,
    ],
    [templateMarkers.bootScript, `<script${bootSettings(bootScript)}>${bootScript.text}</script>`],
    [templateMarkers.head, parts.head],
    [templateMarkers.app, parts.body],
    [
      templateMarkers.scripts,
      `${parts.printAddress ?? ''}<script${settingsAttributes({
        [scriptSettings.loader.entry]: appScript.entry,
        [scriptSettings.loader.preload]: appScript.preloads.length > 0 ? appScript.preloads.join(' ') : undefined,
      })}>${appScript.text}</script>`,
    ],
  ];
  return steps.reduce((html, [marker, content]) => replaceOnce(html, marker, content), withoutViteScripts);
}
