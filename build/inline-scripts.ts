/**
 * The two scripts the prerender writes inline into every page, as ordinary functions. Each runs
 * as `(function)(document)`: they read what differs between pages (the storage key, the entry
 * script) from their own tag's data attributes, so their text, and its hash in the Content
 * Security Policy, is the same on every page and for every operator. After changing one, run
 * `npm run deploy-config`: it hashes the serialised text into the hosts' configuration, and the
 * build fails while the policy would block a script.
 */

/**
 * In <head>, before the stylesheet: applies a saved text size before the first paint. Storage
 * that is blocked, or holds anything but one of the sizes, leaves the normal size.
 */
export function applySavedTextSize(document: Document): void {
  try {
    const settings = (document.currentScript as HTMLScriptElement).dataset;
    const saved = window.localStorage.getItem(settings.key ?? '');
    if (saved && (settings.sizes ?? '').split(' ').includes(saved)) document.documentElement.dataset.textSize = saved;
  } catch {
    // No storage, no saved size.
  }
}

/**
 * At the end of <body>: the page is complete without JavaScript, so the app's scripts start only
 * once the first contentful paint is on screen (a hidden tab paints, and starts, when shown;
 * where paint timing is missing, after the next frame), at low priority. Until the app has
 * hydrated (`<html data-hydrated>`), a press on a button, which needs the app, is held and the
 * last one is replayed once the app can act; links work as they are.
 */
export function startAppAfterFirstPaint(document: Document): void {
  const tag = document.currentScript as HTMLScriptElement;
  const root = document.documentElement;
  const add = (name: 'link' | 'script', properties: Record<string, string>) => {
    const element = Object.assign(document.createElement(name), properties, { crossOrigin: '', fetchPriority: 'low' });
    document.head.appendChild(element);
  };
  const start = () => {
    for (const href of (tag.dataset.preload ?? '').split(' ')) if (href) add('link', { rel: 'modulepreload', href });
    add('script', { type: 'module', src: tag.dataset.entry ?? '' });
  };
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

  let held: HTMLButtonElement | null = null;
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || root.hasAttribute('data-hydrated')) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  document.addEventListener('click', hold, true);
  new MutationObserver((_records, observer) => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    if (held?.isConnected) held.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/** A function as the text of an inline script that runs it with the page's document. */
export function serialise(script: (document: Document) => void): string {
  return `(${script.toString()})(document)`;
}

/** The text of each inline script, exactly as the pages carry it and the policy hashes it. */
export const inlineScripts = {
  textSize: serialise(applySavedTextSize),
  appLoader: serialise(startAppAfterFirstPaint),
} as const;
