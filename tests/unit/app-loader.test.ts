import { afterEach, describe, expect, it, vi } from 'vitest';
import { appLoaderScript, appLoaderTag } from '@/app/app-loader';

/** Runs the inline loader as the browser would, with `tag` as its <script> element. */
function runLoader(tag: HTMLScriptElement) {
  const doc = {
    currentScript: tag,
    head: document.head,
    documentElement: document.documentElement,
    createElement: document.createElement.bind(document),
    addEventListener: document.addEventListener.bind(document),
    removeEventListener: document.removeEventListener.bind(document),
  };
  // The loader is a string the prerender inlines; evaluating it is how a browser runs it.
  new Function('document', appLoaderScript)(doc);
}

function loaderTag(entry: string, preloads: string[]): HTMLScriptElement {
  const holder = document.createElement('div');
  holder.innerHTML = appLoaderTag(entry, preloads).replace(/>[^<]*<\/script>$/, '></script>');
  return holder.firstElementChild as HTMLScriptElement;
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

  it('is the same text on every page, so one hash allows it', () => {
    const home = appLoaderTag('/assets/index-a.js', ['/assets/home.js']);
    const faq = appLoaderTag('/assets/index-a.js', ['/assets/faq.js', '/assets/ja.js']);
    const body = (tag: string) => tag.slice(tag.indexOf('>') + 1);
    expect(body(home)).toBe(body(faq));
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
