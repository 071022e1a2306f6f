/**
 * The contract between the prerender (tools/prerender/document.ts) and the browser (the boot script and app
 * loader beside this file, the stylesheet, the app): every name through which they tell each other
 * where the page is. The sequence they make is told once, in docs/architecture.md ("Start-up").
 * The inline scripts are serialised function text and the stylesheet is CSS, so neither can import
 * these names; `tests/unit/start-up.test.ts` fails when either uses one that is not here.
 */

/** Attributes on `<html>` (and `data-needs-app` on a control), in the order the sequence sets them. */
export const startUpAttributes = {
  renderedPath: 'data-rendered-path',
  scriptsRun: 'data-js',
  textSize: 'data-text-size',
  scrolled: 'data-scrolled',
  needsApp: 'data-needs-app',
  hydrated: 'data-hydrated',
  appFailed: 'data-app-failed',
  languagePending: 'data-language-pending',
} as const;

/** The value of `data-needs-app` once the control's code runs: the loader holds no press on it. */
export const liveControl = 'live';

/**
 * The settings each start-up script reads from its own tag's data attributes (`dataset.<name>`),
 * so its text is the same on every page and for every operator: the prerender writes them.
 */
export const scriptSettings = {
  boot: {
    /** Where the text size is saved (local storage). */
    textSizeKey: 'key',
    /** The sizes other than normal, space-separated. */
    sizes: 'sizes',
    /** Where an unprefixed address a page was sent from is noted for the page to put back (session storage). */
    arrivalKey: 'arrivalKey',
    /** On an unprefixed address only: where the language choice is saved. */
    languageKey: 'languageKey',
    /** On an unprefixed address only: `code:segment` for each language, space-separated. */
    languages: 'languages',
    /** On an unprefixed address only: the longest the page shows nothing while it leaves, in ms. */
    hold: 'hold',
  },
  loader: {
    /** The app's entry script. */
    entry: 'entry',
    /** The chunks it imports, space-separated. */
    preload: 'preload',
  },
} as const;

/** The `data-*` attribute a `dataset` name is written as (`arrivalKey` is `data-arrival-key`). */
export function dataAttribute(name: string): string {
  return `data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Where the prerender puts each part of a page into the template Vite builds from index.html. */
export const templateMarkers = {
  bootScript: '<!--app-boot-->',
  head: '<!--app-head-->',
  app: '<!--app-html-->',
  scripts: '<!--app-scripts-->',
} as const;
