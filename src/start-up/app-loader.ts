/**
 * Inline, the last element of <body> (it runs once the document is parsed and the stylesheet has
 * arrived): the page works without JavaScript (links, `<details>`, the waitlist form), so nothing
 * of the app is requested before the first contentful paint is on screen. Then the entry script
 * and the chunks it imports (`modulepreload`, fetched in parallel rather than one import after
 * another) are requested, after the next frame, and the entry runs (a hidden tab paints, and
 * starts, when shown; where paint timing is missing, after the next frame). Fetched with the page, from its head, the
 * scripts hydrated it sooner on a slow phone but counted against its largest paint in
 * Lighthouse's model (docs/speed.md). Only a control that needs the app (`data-needs-app`: a voice
 * sample, the text size, a video's window) holds a press made before its code runs (it turns
 * `data-needs-app="live"` once hydrated, with the page or with a part that hydrates after it), and
 * the last one is replayed then. A scroll before then lets the large pictures below the first
 * screen load (`data-scrolled`). Where the app cannot start (no module scripts, or its entry fails
 * to load, or it marks `data-app-failed` itself), nothing is held any more and those controls
 * hide, the video links going to the video's page.
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
  // The large pictures below the first screen wait for the app (global.css, `.after-app`), unless
  // the visitor scrolls first: then she is on her way to them. Whether the page opened scrolled (at
  // an anchor) is read in the next frame: read now, it would lay the page out (~0.15 s on a slow
  // phone) before the app's scripts go out. On every page, the one that may leave included.
  const scrolled = () => root.setAttribute('data-scrolled', '');
  window.addEventListener('scroll', scrolled, { once: true, passive: true });
  requestAnimationFrame(() => {
    if (window.scrollY > 0) scrolled();
  });

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
  // After the frame that follows: the first paint may have come while the page was still being
  // parsed (a long Japanese page paints its header first), and what was parsed since paints then.
  // The entry first: it is the largest file (React DOM), and over HTTP/1.1's six connections it
  // would otherwise wait for a free one behind the page's small chunks (docs/speed.md).
  const start = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        add('script', { type: 'module', src: tag.dataset.entry ?? '', onerror: fail });
        for (const href of (tag.dataset.preload ?? '').split(' '))
          if (href) add('link', { rel: 'modulepreload', href });
      }, 0),
    );
  try {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) throw new Error('no paint timing');
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
}
