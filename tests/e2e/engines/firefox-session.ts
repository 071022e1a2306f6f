import { launch, type Browser, type Page } from 'puppeteer-core';
import { findFirefox } from '@tools/browsers/find-firefox.mjs';
import {
  centreInView,
  recordedErrorsKey,
  takeRecordedErrors,
  waitInPage,
  waitUntilReady,
  type EngineSession,
  type InPage,
  type PressedKey,
  type Viewport,
} from './session';

/**
 * Firefox (Debian's ESR), driven over WebDriver BiDi, which Firefox serves itself, by
 * puppeteer-core (it downloads no browser). Without scripts it is a second Firefox started with
 * `javascript.enabled` off. Scrollbars overlay the page as on a phone, so 320 px of viewport is
 * 320 px of page.
 */
export class FirefoxSession implements EngineSession {
  readonly engine = 'firefox';
  private readonly errors: string[] = [];

  private constructor(
    readonly scripts: boolean,
    private readonly origin: string,
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn')
        this.errors.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) =>
      this.errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  static async start(origin: string, scripts: boolean): Promise<FirefoxSession> {
    const executablePath = findFirefox();
    if (!executablePath) throw new Error('Firefox is missing: run `node tools/browsers/find-firefox.mjs`.');
    const browser = await launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      extraPrefsFirefox: {
        'javascript.enabled': scripts,
        'widget.gtk.overlay-scrollbars.enabled': true,
        'ui.useOverlayScrollbars': 1,
        // Nothing reaches for outside hosts (this machine has no internet): updates, telemetry, ...
        'network.dns.disablePrefetch': true,
        'network.http.speculative-parallel-limit': 0,
      },
    });
    // A tab of its own: the window's first tab never has the focus in headless Firefox (no focus
    // event fires and Tab's focus is never scrolled into view), a tab opened over WebDriver does.
    const [first] = await browser.pages();
    const page = await browser.newPage();
    await first?.close();
    return new FirefoxSession(scripts, origin, browser, page);
  }

  /**
   * Sets the viewport. puppeteer-core also sets the screen orientation, a command Firefox ESR 140
   * does not know (153 does); the viewport itself is set by then, so that one error is ignored.
   */
  private async setViewport(viewport: Viewport): Promise<void> {
    try {
      await this.page.setViewport(viewport);
    } catch (error) {
      if (!String(error).includes('unknown command emulation.setScreenOrientationOverride')) throw error;
    }
  }

  async open(path: string, viewport: Viewport): Promise<void> {
    await this.setViewport(viewport);
    await this.page.goto(`${this.origin}${path}`, { waitUntil: 'load' });
    await waitUntilReady(this, this.scripts);
    await this.viewportApplied(viewport);
  }

  async resize(viewport: Viewport): Promise<void> {
    await this.setViewport(viewport);
    await this.viewportApplied(viewport);
  }

  private async viewportApplied(viewport: Viewport): Promise<void> {
    await waitInPage(
      this,
      (width) => document.documentElement.clientWidth <= width,
      viewport.width,
      `a ${viewport.width}px viewport`,
    );
  }

  evaluate<Arg, Result>(fn: InPage<Arg, Result>, arg: Arg): Promise<Result> {
    // Arguments here are plain data, which puppeteer passes as they are.
    return this.page.evaluate(fn as (arg: unknown) => Result, arg) as Promise<Result>;
  }

  /**
   * Scrolls the element into view and clicks the middle of it with the pointer. (puppeteer's own
   * click reads the element in a script sandbox, which Firefox refuses with JavaScript turned off.)
   */
  async click(selector: string): Promise<void> {
    // A layout change (the viewport just set, a panel opening) may still be under way.
    await waitInPage(
      this,
      (target) => (document.querySelector(target)?.getBoundingClientRect().width ?? 0) > 0,
      selector,
      `${selector} to show`,
      5_000,
    );
    const point = await this.evaluate(centreInView, selector);
    if (!point) throw new Error(`No element found for selector: ${selector}`);
    await this.page.mouse.click(point.x, point.y);
  }

  async press(key: PressedKey): Promise<void> {
    if (key !== 'Shift+Tab') return this.page.keyboard.press(key);
    await this.page.keyboard.down('Shift');
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.up('Shift');
  }

  async fill(selector: string, text: string): Promise<void> {
    await this.click(selector);
    await this.evaluate((target) => (document.querySelector(target) as HTMLInputElement | null)?.select(), selector);
    await this.page.keyboard.press('Backspace');
    await this.page.keyboard.type(text);
  }

  async takeOpenedWindows(): Promise<string[]> {
    const others = (await this.browser.pages()).filter((page) => page !== this.page);
    const urls = others.map((page) => page.url());
    await Promise.all(others.map((page) => page.close()));
    return urls;
  }

  async takeErrors(): Promise<string[]> {
    const recorded = this.scripts ? await this.evaluate(takeRecordedErrors, recordedErrorsKey) : [];
    return [...this.errors.splice(0), ...recorded];
  }

  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file as `${string}.png` });
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
