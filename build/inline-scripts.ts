/**
 * The two start-up scripts of every page, as ordinary functions: the boot script, which the
 * prerender writes inline into the head, and the app loader, a small file (`/assets/app-loader-
 * <hash>.js`) every page loads, deferred, at the end of the body: inline, its 1.1 KB would be part
 * of every page's first round trip. Each runs as `(function)(document)` and reads what differs
 * between pages (the storage key, the entry script) from its own tag's data attributes, so its
 * text is the same on every page and for every operator. After changing the boot script, run
 * `npm run deploy-config`: it hashes the serialised text into the hosts' Content Security Policy,
 * and the build fails while the policy would block it.
 */
import { minifySync } from 'rolldown/utils';
import { buildTargets } from './browser-targets';

/**
 * In <head>, before the stylesheet: marks `<html data-js>`, so controls that need the app show from
 * the first paint where scripts run (and nowhere else), and applies a saved text size. Storage
 * that is blocked, or holds anything but one of the sizes, leaves the normal size.
 *
 * On an address without a language prefix (its tag names the language key and each language's
 * path segment), a saved language other than the HTML's sends the browser, before anything
 * paints, to the prerendered page in that language (`location.replace`: no history entry), noting
 * the address opened in session storage; that page, in its own boot script, puts the address back
 * (`history.replaceState`), so the visitor keeps the address she opened, shown in her language
 * from the first frame. Meanwhile `data-language-pending` shows nothing of the English page, for
 * `data-hold` milliseconds at most (a navigation that never happens).
 */
export function bootBeforeFirstPaint(document: Document): void {
  const root = document.documentElement;
  // Storage is read only inside `try`: where it is blocked, even reading `window.localStorage` throws.
  const { location, history } = window;
  const settings = (document.currentScript as HTMLScriptElement).dataset;
  const arrivalKey = settings.arrivalKey ?? '';
  root.setAttribute('data-js', '');
  try {
    const saved = window.localStorage.getItem(settings.key ?? '');
    if (saved && (settings.sizes ?? '').split(' ').includes(saved)) root.dataset.textSize = saved;
  } catch {
    // No storage, no saved size.
  }
  try {
    // Sent here from an address without a prefix (below): that address, as it was opened, comes back.
    const arrived = window.sessionStorage.getItem(arrivalKey);
    if (arrived !== null) {
      window.sessionStorage.removeItem(arrivalKey);
      const [opened, sentTo] = arrived.split('\n');
      if (opened && sentTo === location.pathname) history.replaceState(history.state, '', opened);
    }
  } catch {
    // No session storage: the address stays the language's own.
  }
  try {
    const language = settings.languageKey ? window.localStorage.getItem(settings.languageKey) : null;
    const segment = (settings.languages ?? '')
      .split(' ')
      .map((pair) => pair.split(':'))
      .find(([code]) => code === language)?.[1];
    if (!language || language === root.lang || !segment) return;
    root.setAttribute('data-language-pending', language);
    setTimeout(() => root.removeAttribute('data-language-pending'), Number(settings.hold));
    const path = `/${segment}${location.pathname === '/' ? '' : location.pathname}`;
    try {
      window.sessionStorage.setItem(arrivalKey, `${location.pathname}${location.search}${location.hash}\n${path}`);
    } catch {
      // The page in her language still comes, at its own address.
    }
    location.replace(`${path}${location.search}${location.hash}`);
  } catch {
    // No storage, no saved language: the page stays as it is.
  }
}

/**
 * At the end of <body>, deferred (it runs once the document is parsed and the stylesheet has
 * arrived): the page works without JavaScript (links, `<details>`, the waitlist form), so the
 * chunks the app's entry imports are fetched from then on, at low priority (`modulepreload`:
 * fetched and parsed, not run; on a slow phone the download is most of the time to hydration; the
 * entry itself is preloaded from the head, build/document.ts), and the entry runs
 * only once the first contentful paint is on screen (a hidden tab paints, and starts, when shown;
 * where paint timing is missing, after the next frame). Only a control that needs the app
 * (`data-needs-app`: a voice sample, the text size, a video's window) holds a press made before its
 * code runs (it turns `data-needs-app="live"` once hydrated, with the page or with a part that
 * hydrates after it), and the last one is replayed then. Where the app cannot start (no module
 * scripts, or its entry fails to load, or it marks `data-app-failed` itself), nothing is held any
 * more and those controls hide, the video links going to the video's page.
 */
export function startAppAfterFirstPaint(document: Document): void {
  const tag = document.currentScript as HTMLScriptElement;
  const root = document.documentElement;
  let held: HTMLElement | null = null;
  const waiting = (control: Element) => control.getAttribute('data-needs-app') !== 'live';
  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-needs-app]') : null;
    if (!control || !waiting(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
  };
  const fail = () => root.setAttribute('data-app-failed', '');

  if (!('noModule' in HTMLScriptElement.prototype)) {
    fail();
    return;
  }
  document.addEventListener('click', hold, true);
  new MutationObserver((_records, observer) => {
    if (root.hasAttribute('data-app-failed')) {
      observer.disconnect();
      document.removeEventListener('click', hold, true);
      held = null;
    } else if (held && !waiting(held)) {
      const control = held;
      held = null;
      if (control.isConnected) control.click();
    }
  }).observe(root, { attributes: true, subtree: true, attributeFilter: ['data-needs-app', 'data-app-failed'] });

  const add = (name: 'link' | 'script', properties: Record<string, unknown>) => {
    const element = Object.assign(document.createElement(name), properties, { crossOrigin: '', fetchPriority: 'low' });
    document.head.appendChild(element);
  };
  // A page leaving for the saved language's (the boot script) paints nothing, so never starts the app.
  if (root.hasAttribute('data-language-pending')) return;
  // The entry is preloaded from the head (build/document.ts); the chunks it imports from here.
  for (const href of (tag.dataset.preload ?? '').split(' ')) if (href) add('link', { rel: 'modulepreload', href });
  const start = () => add('script', { type: 'module', src: tag.dataset.entry ?? '', onerror: fail });
  try {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) throw new Error('no paint timing');
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}

/**
 * A function as the text of a script that runs it with the page's document, minified by the
 * bundler's own minifier: every page carries or loads it, and a page's first 14 KB arrive in the
 * first round trip.
 */
export function serialise(script: (document: Document) => void): string {
  const { code, errors } = minifySync('inline-script.js', `(${script.toString()})(document)`, {
    // No syntax newer than the support range (package.json's "browserslist").
    compress: { target: buildTargets() },
  });
  if (errors.length > 0) throw new Error(`An inline script did not minify: ${errors[0]?.message ?? ''}`);
  return code.trim();
}

/** The text of the inline script, exactly as the pages carry it and the policy hashes it. */
export const inlineScripts = {
  boot: serialise(bootBeforeFirstPaint),
} as const;

/** The app loader's text, which the prerender writes to its own file. */
export const appLoaderScript = serialise(startAppAfterFirstPaint);
