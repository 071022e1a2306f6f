/**
 * One browser, driven the same way whatever drives it: Playwright for Chromium, WebDriver BiDi
 * (puppeteer-core) for Firefox, classic WebDriver (selenium-webdriver and WebKitGTK's
 * WebKitWebDriver) for Safari's engine. Playwright cannot drive Debian's Firefox or WebKitGTK, so
 * the cross-engine specs talk to this interface only.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export type Viewport = { width: number; height: number };

export type PressedKey = 'Escape' | 'Enter' | 'Tab' | 'Shift+Tab';

/**
 * How a page is opened. `sweep`: the test goes on to resize it through several widths, so the
 * engine loads it the way it resizes cheapest (WebKit: in a frame of the viewport's size at every
 * width, which resizes without a window manager's round trip or a reload at the frame's edge).
 */
export type OpenOptions = { sweep?: boolean };

/** A function run inside the page: it must not use anything from outside its own body. */
export type InPage<Arg, Result> = (arg: Arg) => Result | Promise<Result>;

export interface EngineSession {
  readonly engine: EngineName;
  /** Whether the page's own scripts run in this session. */
  readonly scripts: boolean;
  /**
   * Loads a path of the site with a viewport of exactly this size (WebKitGTK's window cannot be
   * narrower than about 450 px: below that the page is loaded into a frame of that size, a true
   * viewport for the page's layout and media queries). With scripts, waits until the app has
   * hydrated (`<html data-hydrated>`); without, until the page has loaded.
   */
  open(path: string, viewport: Viewport, options?: OpenOptions): Promise<void>;
  /** The same page at another viewport size (reloaded only where the engine must). */
  resize(viewport: Viewport): Promise<void>;
  evaluate<Arg, Result>(fn: InPage<Arg, Result>, arg: Arg): Promise<Result>;
  /** A real click (the driver's pointer input) in the middle of the first element the selector finds. */
  click(selector: string): Promise<void>;
  /** A key pressed on whatever has the focus (`Shift+Tab`: Tab with Shift held, going backwards). */
  press(key: PressedKey): Promise<void>;
  /** Types into a field, replacing what it held. */
  fill(selector: string, text: string): Promise<void>;
  /** The addresses of windows or tabs the page opened since the last call, which are then closed. */
  takeOpenedWindows(): Promise<string[]>;
  /** Console errors and warnings, uncaught errors and policy violations since the last call. */
  takeErrors(): Promise<string[]>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Evaluates `condition`, or answers false when the page was leaving as it ran: a navigation that a
 * click started unloads the document under the script (WebKit's driver then throws
 * NoSuchFrameError, "Callback was not called before the unload event"), and the next poll reads
 * the new page.
 */
async function evaluateUnlessLeaving<Arg>(
  session: Pick<EngineSession, 'evaluate'>,
  condition: InPage<Arg, boolean>,
  arg: Arg,
): Promise<boolean> {
  try {
    return await session.evaluate(condition, arg);
  } catch (error) {
    if (error instanceof Error && /unload|NoSuchFrame/i.test(`${error.name} ${error.message}`)) return false;
    throw error;
  }
}

/** Resolves once `condition` (run in the page with `arg`) is true, polling; fails with `what` after `timeoutMs`. */
export async function waitInPage<Arg>(
  session: Pick<EngineSession, 'evaluate'>,
  condition: InPage<Arg, boolean>,
  arg: Arg,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await evaluateUnlessLeaving(session, condition, arg)) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Brings an element into the middle of the window at once (cutting short any smooth scroll the
 * site started) and returns its centre, or null if there is no such element.
 */
export function centreInView(selector: string): { x: number; y: number } | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/**
 * Waits until the page is ready to be used as a person would: where scripts run, hydrated, and so
 * is every control that needs the app (`data-needs-app="live"`, parts that hydrate later included);
 * loaded where not.
 */
export function waitUntilReady(session: Pick<EngineSession, 'evaluate'>, scripts: boolean): Promise<void> {
  return scripts
    ? waitInPage(
        session,
        () =>
          document.documentElement.hasAttribute('data-hydrated') &&
          !document.querySelector('[data-needs-app]:not([data-needs-app="live"])'),
        undefined,
        'the app to hydrate',
      )
    : waitInPage(session, () => document.readyState === 'complete', undefined, 'the page to load');
}

/**
 * Where the engine server serves a page that holds the site in a frame of a given size:
 * `?src=/ja&width=320&height=800` (engine-server.ts).
 */
export const viewportFramePath = '/__engine-tests/viewport';

/** Where the engine server serves the error recorder it puts first into every page (engine-server.ts). */
export const errorRecorderPath = '/__engine-tests/error-recorder.js';
/** The session storage key the recorder keeps its entries under. */
export const recordedErrorsKey = '__engineTestErrors';

/** Reads and clears what the error recorder kept for this tab. */
export function takeRecordedErrors(key: string): string[] {
  try {
    const entries = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    sessionStorage.removeItem(key);
    return entries;
  } catch {
    return [];
  }
}
