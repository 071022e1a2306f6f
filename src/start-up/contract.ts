/**
 * The start-up sequence's shared names: the attributes through which the prerendered page, its
 * two inline scripts (boot-script.ts and app-loader.ts beside this file), the stylesheet and the app tell each other where
 * the page is. In order:
 *
 * 1. The prerender writes `<html data-rendered-path>` (the route the HTML was made for) and the
 *    inline scripts' own settings (`data-key`, `data-sizes`, `data-entry`, `data-preload` on their
 *    tags, read by each script from itself).
 * 2. In <head>, before the first paint, the boot script sets `data-js` (the controls that need the
 *    app show) and a saved `data-text-size`. On an address without a language prefix, where
 *    another language than the HTML's is saved, it sets `data-language-pending` (the stylesheet
 *    shows nothing of the page) and sends the browser to that language's prerendered page, which
 *    puts the unprefixed address back before it paints; the pending mark lifts after
 *    `ui.savedLanguageHoldMs` should the navigation never happen.
 * 3. Once the document is parsed, the loader modulepreloads the app's scripts, and after the first
 *    contentful paint it adds the entry; it holds a press on a `data-needs-app` control until
 *    that control's code runs.
 * 4. The app hydrates (or, where `data-rendered-path` is not the address's page, renders afresh)
 *    and sets `data-hydrated`. Each control that needs the app marks itself `data-needs-app="live"`
 *    once hydrated (with the page, or later with a part of it that loads after it,
 *    lib/deferred-part.tsx), and the loader replays a press held on it. A language's page at the
 *    unprefixed address hydrates in its language (`canHydrate`, `firstRenderLanguage`). If it
 *    cannot start, the loader or the entry sets `data-app-failed`: nothing is held any more, and
 *    those controls hide.
 *
 * The inline scripts are serialised function text and the stylesheet is CSS, so neither can import
 * these names; `tests/unit/start-up.test.ts` fails when either uses one that is not here.
 */
export const startUpAttributes = {
  renderedPath: 'data-rendered-path',
  scriptsRun: 'data-js',
  textSize: 'data-text-size',
  needsApp: 'data-needs-app',
  hydrated: 'data-hydrated',
  appFailed: 'data-app-failed',
  languagePending: 'data-language-pending',
} as const;

/** The value of `data-needs-app` once the control's code runs: the loader holds no press on it. */
export const liveControl = 'live';
