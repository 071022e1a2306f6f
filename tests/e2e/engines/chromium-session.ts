import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumFlags, findChromium } from '@tools/browsers/find-browser.mjs';
import {
  recordedErrorsKey,
  takeRecordedErrors,
  waitUntilReady,
  type EngineSession,
  type InPage,
  type PressedKey,
  type Viewport,
} from './session';

/** Chromium, through Playwright as in the rest of the suite, behind the same interface as the other engines. */
export class ChromiumSession implements EngineSession {
  readonly engine = 'chromium';
  private readonly errors: string[] = [];
  private readonly opened: Page[] = [];

  private constructor(
    readonly scripts: boolean,
    private readonly origin: string,
    private readonly browser: Browser,
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        this.errors.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.errors.push(`uncaught: ${error.message}`));
    context.on('page', (opened) => this.opened.push(opened));
  }

  static async start(origin: string, scripts: boolean): Promise<ChromiumSession> {
    const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumFlags });
    const context = await browser.newContext({ javaScriptEnabled: scripts });
    return new ChromiumSession(scripts, origin, browser, context, await context.newPage());
  }

  async open(path: string, viewport: Viewport): Promise<void> {
    await this.page.setViewportSize(viewport);
    await this.page.goto(`${this.origin}${path}`);
    await waitUntilReady(this, this.scripts);
  }

  async resize(viewport: Viewport): Promise<void> {
    await this.page.setViewportSize(viewport);
  }

  evaluate<Arg, Result>(fn: InPage<Arg, Result>, arg: Arg): Promise<Result> {
    // Arguments here are plain data, which Playwright passes as they are.
    return this.page.evaluate(fn as (arg: unknown) => Result, arg);
  }

  click(selector: string): Promise<void> {
    return this.page.locator(selector).first().click();
  }

  press(key: PressedKey): Promise<void> {
    return this.page.keyboard.press(key);
  }

  fill(selector: string, text: string): Promise<void> {
    return this.page.locator(selector).first().fill(text);
  }

  async takeOpenedWindows(): Promise<string[]> {
    const opened = this.opened.splice(0);
    const urls = opened.map((page) => page.url());
    await Promise.all(opened.map((page) => page.close()));
    return urls;
  }

  async takeErrors(): Promise<string[]> {
    const recorded = this.scripts ? await this.evaluate(takeRecordedErrors, recordedErrorsKey) : [];
    return [...this.errors.splice(0), ...recorded];
  }

  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file });
  }

  async close(): Promise<void> {
    await this.context.close();
    await this.browser.close();
  }
}

/** A Playwright page driven as the layout sweep drives a session (layout-check.ts): run in it, resize it. */
export function sweepSession(page: Page) {
  return {
    evaluate: <Arg, Result>(fn: InPage<Arg, Result>, arg: Arg): Promise<Result> =>
      // Arguments here are plain data, which Playwright passes as they are.
      page.evaluate(fn as (arg: unknown) => Result, arg),
    resize: (viewport: Viewport) => page.setViewportSize(viewport),
  };
}
