import { afterEach, describe, expect, it, vi } from 'vitest';
import { applySavedTextSize, inlineScripts, startAppAfterFirstPaint } from '@build/inline-scripts';

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

  function expectAppStarted() {
    const preloads = [...document.head.querySelectorAll('link')];
    expect(preloads.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/shared-b.js'],
      ['modulepreload', '/assets/en-c.js'],
    ]);
    const entry = document.head.querySelector('script');
    expect(entry?.type).toBe('module');
    expect(entry?.getAttribute('src')).toBe('/assets/index-a.js');
    for (const element of [...preloads, entry]) expect(element?.getAttribute('crossorigin')).toBe('');
  }

  it('starts the entry and its preloads once the first contentful paint is on screen', () => {
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
    runLoader(loaderTag('/assets/index-a.js', ['/assets/shared-b.js', '/assets/en-c.js']));

    const [observer] = observers;
    expect(observer?.options).toEqual({ type: 'paint', buffered: true });
    const paints = (names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name) });
    observer?.callback(paints(['first-paint']), { disconnect: () => undefined });
    expect(document.head.children).toHaveLength(0);
    observer?.callback(paints(['first-contentful-paint']), { disconnect: () => (observer.disconnected = true) });
    expect(observer?.disconnected).toBe(true);
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

  it('is one function serialised to run with the page’s document, the same text on every page', () => {
    expect(inlineScripts.appLoader).toBe(`(${startAppAfterFirstPaint.toString()})(document)`);
    expect(inlineScripts.appLoader).not.toMatch(/\/assets\//);
  });
});

describe('a press before hydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-hydrated');
    vi.unstubAllGlobals();
  });

  it('is held, then replayed once the app has hydrated; links are left alone', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', () => 0);
    document.body.innerHTML = '<button type="button">Menu</button><a href="#top">Top</a>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const link = document.querySelector('a') as HTMLAnchorElement;
    const presses: string[] = [];
    runLoader(loaderTag('/assets/index-a.js', []));

    // The app's own handler would sit on the root; before hydration it must not see the press.
    document.body.addEventListener('click', (event) => presses.push((event.target as Element).tagName));
    button.click();
    expect(presses).toEqual([]);
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(linkClick);
    expect(linkClick.defaultPrevented).toBe(false);
    expect(presses).toEqual(['A']);

    document.documentElement.setAttribute('data-hydrated', '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(presses).toEqual(['A', 'BUTTON']);

    // After hydration nothing is held.
    button.click();
    expect(presses).toEqual(['A', 'BUTTON', 'BUTTON']);
  });
});

describe('the text-size boot script', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-text-size');
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  function runBoot() {
    const tag = document.createElement('script');
    tag.dataset.key = 'hazel-text-size';
    tag.dataset.sizes = 'large larger';
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    applySavedTextSize(document);
  }

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
  });

  it('is the function serialised to run with the page’s document', () => {
    expect(inlineScripts.textSize).toBe(`(${applySavedTextSize.toString()})(document)`);
  });
});
