import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineScripts } from '@tools/prerender/inline-scripts';

const appLoaderScript = inlineScripts.appLoader;
import { startAppAfterFirstPaint } from '@/start-up/app-loader';
import { bootBeforeFirstPaint } from '@/start-up/boot-script';

// jsdom runs no module scripts, so it has no `noModule`; the browsers the loader starts the app in do.
const supportModules = () =>
  Object.defineProperty(HTMLScriptElement.prototype, 'noModule', { value: false, configurable: true });
const withoutModules = () => delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule;
beforeEach(supportModules);
afterEach(withoutModules);
// A loader holds presses for as long as its page lives; only a failed start stops it, so each test
// stops the loaders it ran before the next one runs its own.
afterEach(async () => {
  document.documentElement.setAttribute('data-app-failed', '');
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.documentElement.removeAttribute('data-app-failed');
});

/** Runs the app loader as the browser runs the inline script, with `tag` as its <script> element. */
function runLoader(tag: HTMLScriptElement) {
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
  startAppAfterFirstPaint(document);
}

function loaderTag(entry: string, preloads: string[]): HTMLScriptElement {
  const tag = document.createElement('script');
  tag.dataset.entry = entry;
  tag.dataset.preload = preloads.join(' ');
  return tag;
}

/** Lets a loader from an earlier test see hydration and let go of the document. */
async function hydrateAndReset() {
  document.documentElement.setAttribute('data-hydrated', '');
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.documentElement.removeAttribute('data-hydrated');
}

describe('the app loader', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await hydrateAndReset();
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
  });

  /** The entry's imports, fetched in parallel with it. */
  function expectPreloaded() {
    const preloads = [...document.head.querySelectorAll('link')];
    expect(preloads.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/shared-b.js'],
      ['modulepreload', '/assets/en-c.js'],
    ]);
    for (const link of preloads) expect(link.getAttribute('crossorigin')).toBe('');
  }

  const entryScript = () => document.head.querySelector('script');

  function expectAppStarted() {
    expectPreloaded();
    const entry = entryScript();
    expect(entry?.type).toBe('module');
    expect(entry?.getAttribute('src')).toBe('/assets/index-a.js');
    expect(entry?.getAttribute('crossorigin')).toBe('');
    // The entry (React DOM with the app's shell, the largest file) is requested first: over
    // HTTP/1.1's six connections it would otherwise queue behind the page's small chunks.
    expect(document.head.firstElementChild).toBe(entry);
  }

  it('requests nothing of the app before the first contentful paint, then the entry and its imports', () => {
    type Callback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect(): void }) => void;
    const observers: { callback: Callback; options: unknown; disconnected: boolean }[] = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      private readonly record: (typeof observers)[number];
      constructor(callback: Callback) {
        this.record = { callback, options: undefined, disconnected: false };
        observers.push(this.record);
      }
      observe(options: unknown) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    runLoader(loaderTag('/assets/index-a.js', ['/assets/shared-b.js', '/assets/en-c.js']));

    const [observer] = observers;
    expect(observer?.options).toEqual({ type: 'paint', buffered: true });
    const paints = (names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name) });
    expect(document.head.children).toHaveLength(0);
    observer?.callback(paints(['first-paint']), { disconnect: () => undefined });
    expect(document.head.children).toHaveLength(0);
    observer?.callback(paints(['first-contentful-paint']), { disconnect: () => (observer.disconnected = true) });
    expect(observer?.disconnected).toBe(true);
    // What was parsed after that paint paints in the next frame: only then does the app go out.
    expect(document.head.children).toHaveLength(0);
    frames.splice(0).forEach((frame) => frame(0));
    expect(document.head.children).toHaveLength(0);
    vi.runAllTimers();
    expectAppStarted();
  });

  it('starts after the next frame where paint timing is missing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    runLoader(loaderTag('/assets/index-a.js', ['/assets/shared-b.js', '/assets/en-c.js']));

    expect(document.head.children).toHaveLength(0);
    frames.forEach((frame) => frame(0));
    expect(document.head.children).toHaveLength(0);
    vi.runAllTimers();
    expectAppStarted();
  });

  it('fetches nothing on a page that is leaving for the saved language’s', () => {
    document.documentElement.setAttribute('data-language-pending', 'ko');
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callback(0));
    runLoader(loaderTag('/assets/index-a.js', ['/assets/shared-b.js']));
    vi.runAllTimers();
    expect(document.head.children).toHaveLength(0);
    document.documentElement.removeAttribute('data-language-pending');
  });

  it('marks the first scroll, or a page opened scrolled, for the pictures that wait for the app', () => {
    const root = document.documentElement;
    runLoader(loaderTag('/assets/index-a.js', []));
    expect(root.hasAttribute('data-scrolled')).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    expect(root.hasAttribute('data-scrolled')).toBe(true);
    root.removeAttribute('data-scrolled');

    // Opened at an anchor, or scrolled while the page was parsed: read in the next frame, not
    // while the loader runs (reading the scroll position lays the page out before its first paint).
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const reads: number[] = [];
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => {
      reads.push(frames.length);
      return 400;
    });
    runLoader(loaderTag('/assets/index-a.js', ['/assets/shared-b.js']));
    expect(reads).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(reads.length).toBeGreaterThan(0);
    expect(root.hasAttribute('data-scrolled')).toBe(true);
    root.removeAttribute('data-scrolled');

    // On a page waiting to leave for the saved language's, which may stay (the hold runs out). The
    // loader above listens for its first scroll still: that one goes first.
    window.dispatchEvent(new Event('scroll'));
    root.removeAttribute('data-scrolled');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    root.setAttribute('data-language-pending', 'ko');
    runLoader(loaderTag('/assets/index-a.js', []));
    window.dispatchEvent(new Event('scroll'));
    expect(root.hasAttribute('data-scrolled')).toBe(true);
    root.removeAttribute('data-scrolled');
    root.removeAttribute('data-language-pending');
  });

  it('is one function, minified, that runs with the page’s document and starts the app', () => {
    // The same text on every page: what differs comes from its tag.
    expect(appLoaderScript).not.toMatch(/\/assets\/|\n/);
    expect(appLoaderScript.length).toBeLessThan(startAppAfterFirstPaint.toString().length);
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callback(0));
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(
      loaderTag('/assets/index-a.js', ['/assets/shared-b.js', '/assets/en-c.js']),
    );
    // As the browser runs the inline loader: its text, with `document` in scope.
    new Function('document', appLoaderScript)(document);
    vi.runAllTimers();
    expectAppStarted();
  });
});

describe('a press before hydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-hydrated');
    document.documentElement.removeAttribute('data-app-failed');
    vi.unstubAllGlobals();
  });

  /** A control that needs the app, one that works without it, a plain link, and the clicks the page sees. */
  function pageWithControls({ startApp = false } = {}) {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => (startApp ? callback(0) : 0));
    document.body.innerHTML =
      '<button type="button" data-needs-app><span>Listen</span></button><button type="button">Other</button><a href="#top">Top</a>';
    const [needsApp, other] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
    const link = document.querySelector('a') as HTMLAnchorElement;
    const presses: string[] = [];
    runLoader(loaderTag('/assets/index-a.js', []));
    // The app's own handler would sit on the root; before hydration it must not see a held press.
    document.body.addEventListener('click', (event) => presses.push((event.target as Element).textContent ?? ''));
    return { needsApp: needsApp as HTMLButtonElement, other: other as HTMLButtonElement, link, presses };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('is held on a control that needs the app, then replayed once that control has hydrated', async () => {
    const { needsApp, other, link, presses } = pageWithControls();
    (needsApp.firstElementChild as HTMLElement).click();
    expect(presses).toEqual([]);
    other.click();
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(linkClick);
    expect(linkClick.defaultPrevented).toBe(false);
    expect(presses).toEqual(['Other', 'Top']);

    // The page hydrating is not enough: the control may be in a part that hydrates after it.
    document.documentElement.setAttribute('data-hydrated', '');
    await settle();
    needsApp.click();
    expect(presses).toEqual(['Other', 'Top']);

    needsApp.setAttribute('data-needs-app', 'live');
    await settle();
    expect(presses).toEqual(['Other', 'Top', 'Listen']);

    // Once live, nothing is held.
    needsApp.click();
    expect(presses).toEqual(['Other', 'Top', 'Listen', 'Listen']);
  });

  it('is let go, not replayed, when the app cannot start', async () => {
    const { needsApp, presses } = pageWithControls();
    needsApp.click();
    document.documentElement.setAttribute('data-app-failed', '');
    await settle();
    expect(presses).toEqual([]);
    needsApp.click();
    expect(presses).toEqual(['Listen']);
  });

  it('marks the app as failed when its entry script does not load, and lets go', async () => {
    vi.useFakeTimers();
    const { needsApp, presses } = pageWithControls({ startApp: true });
    vi.runAllTimers();
    vi.useRealTimers();
    const entry = document.head.querySelector('script') as HTMLScriptElement;
    entry.dispatchEvent(new Event('error'));
    expect(document.documentElement.hasAttribute('data-app-failed')).toBe(true);
    await settle();
    needsApp.click();
    expect(presses).toEqual(['Listen']);
  });

  it('holds nothing and marks the app as failed where module scripts are not supported', () => {
    withoutModules();
    const { needsApp, presses } = pageWithControls();
    expect(document.documentElement.hasAttribute('data-app-failed')).toBe(true);
    expect(document.head.querySelector('script')).toBeNull();
    needsApp.click();
    expect(presses).toEqual(['Listen']);
  });
});

describe('the boot script', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-text-size');
    document.documentElement.removeAttribute('data-js');
    vi.restoreAllMocks();
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  function runBoot() {
    const tag = document.createElement('script');
    tag.dataset.key = 'hazel-text-size';
    tag.dataset.sizes = 'large larger';
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    bootBeforeFirstPaint(document);
  }

  it('marks the page as running scripts, so controls that need the app show from the first paint', () => {
    runBoot();
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
  });

  it('applies a saved size before the first paint', () => {
    window.localStorage.setItem('hazel-text-size', 'larger');
    runBoot();
    expect(document.documentElement.dataset.textSize).toBe('larger');
  });

  it.each(['normal', '9000%', '<script>'])('ignores %j in storage', (value) => {
    window.localStorage.setItem('hazel-text-size', value);
    runBoot();
    expect(document.documentElement.dataset.textSize).toBeUndefined();
  });

  it('does nothing when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(runBoot).not.toThrow();
    expect(document.documentElement.dataset.textSize).toBeUndefined();
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
  });

  it('does nothing when even reading the storage objects throws (storage blocked by the browser)', () => {
    for (const name of ['localStorage', 'sessionStorage'] as const)
      vi.spyOn(window, name, 'get').mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError');
      });
    expect(runBoot).not.toThrow();
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
  });

  it('puts back the plain address the page was sent from, as it was opened, and forgets it', () => {
    window.history.replaceState(null, '', '/ko/pricing?from=bookmark#plan');
    window.sessionStorage.setItem('hazel-arrived-from', '/pricing?from=bookmark#plan\n/ko/pricing');
    const tag = document.createElement('script');
    tag.dataset.arrivalKey = 'hazel-arrived-from';
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    const entries = window.history.length;
    bootBeforeFirstPaint(document);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/pricing?from=bookmark#plan',
    );
    expect(window.history.length).toBe(entries);
    expect(window.sessionStorage.getItem('hazel-arrived-from')).toBeNull();
  });

  it('leaves the address alone when the note is for another page (the visitor went elsewhere)', () => {
    window.history.replaceState(null, '', '/ja/faq');
    window.sessionStorage.setItem('hazel-arrived-from', '/pricing\n/ko/pricing');
    const tag = document.createElement('script');
    tag.dataset.arrivalKey = 'hazel-arrived-from';
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    bootBeforeFirstPaint(document);
    expect(window.location.pathname).toBe('/ja/faq');
    expect(window.sessionStorage.getItem('hazel-arrived-from')).toBeNull();
  });

  it('is the function, minified, and runs with the page’s document', () => {
    window.localStorage.setItem('hazel-text-size', 'large');
    const tag = document.createElement('script');
    tag.dataset.key = 'hazel-text-size';
    tag.dataset.sizes = 'large larger';
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    new Function('document', inlineScripts.boot)(document);
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
    expect(document.documentElement.dataset.textSize).toBe('large');
  });
});
