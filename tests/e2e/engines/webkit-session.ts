import { writeFileSync } from 'node:fs';
import { By, Key, type WebDriver } from 'selenium-webdriver';
import sharp from 'sharp';
import { startWebKit } from '@tools/browsers/webkit-driver.mjs';
import {
  centreInView,
  recordedErrorsKey,
  viewportFramePath,
  takeRecordedErrors,
  waitInPage,
  waitUntilReady,
  type EngineSession,
  type InPage,
  type OpenOptions,
  type PressedKey,
  type Viewport,
} from './session';

/** WebKitGTK's MiniBrowser window cannot be made narrower than this (its toolbar's width). */
const narrowestWindow = 500;

const keys = { Escape: Key.ESCAPE, Enter: Key.ENTER, Tab: Key.TAB } as const;

/**
 * Safari's engine: WebKitGTK's MiniBrowser under Xvfb, driven by classic WebDriver through
 * WebKitWebDriver (selenium-webdriver is the client). Without scripts, MiniBrowser runs with
 * `--enable-javascript-markup=false`: the page's scripts do not run, while the driver's still do.
 * Widths below the window's minimum, and a layout sweep's every width, are a frame of exactly that
 * size in an empty top page.
 */
export class WebKitSession implements EngineSession {
  readonly engine = 'webkit';
  private framed = false;
  /** Whether the page open is a layout sweep's, framed at every width. */
  private sweeping = false;
  /** The window's height minus the page's: MiniBrowser's toolbar. */
  private chromeHeight = 0;

  private constructor(
    readonly scripts: boolean,
    private readonly origin: string,
    private readonly driver: WebDriver,
    private readonly stopBrowser: () => Promise<void>,
  ) {}

  static async start(origin: string, scripts: boolean): Promise<WebKitSession> {
    const { driver, stop } = await startWebKit({ scripts, compositing: false });
    const session = new WebKitSession(scripts, origin, driver, stop);
    await driver.manage().window().setRect({ x: 0, y: 0, width: 1280, height: 900 });
    const innerHeight = (await driver.executeScript('return window.innerHeight')) as number;
    session.chromeHeight = 900 - innerHeight;
    return session;
  }

  async open(path: string, viewport: Viewport, { sweep = false }: OpenOptions = {}): Promise<void> {
    await this.driver.switchTo().defaultContent();
    this.sweeping = sweep;
    this.framed = sweep || viewport.width < narrowestWindow;
    if (!this.framed) {
      await this.driver
        .manage()
        .window()
        .setRect({ width: viewport.width, height: viewport.height + this.chromeHeight });
      await this.driver.get(`${this.origin}${path}`);
    } else {
      await this.driver
        .manage()
        .window()
        .setRect({ width: 1280, height: viewport.height + this.chromeHeight + 40 });
      const query = new URLSearchParams({ src: path, width: String(viewport.width), height: String(viewport.height) });
      await this.driver.get(`${this.origin}${viewportFramePath}?${query}`);
      await this.driver.switchTo().frame(this.driver.findElement(By.id('viewport')));
    }
    await waitUntilReady(this, this.scripts);
  }

  async resize(viewport: Viewport): Promise<void> {
    if ((this.sweeping || viewport.width < narrowestWindow) !== this.framed) {
      await this.open(
        await this.evaluate(() => location.pathname + location.search + location.hash, undefined),
        viewport,
      );
      return;
    }
    if (!this.framed) {
      await this.driver
        .manage()
        .window()
        .setRect({ width: viewport.width, height: viewport.height + this.chromeHeight });
    } else {
      await this.driver.switchTo().defaultContent();
      await this.driver.executeScript(
        (width: number, height: number) => {
          const frame = document.getElementById('viewport') as HTMLIFrameElement;
          frame.width = String(width);
          frame.height = String(height);
        },
        viewport.width,
        viewport.height,
      );
      await this.driver.switchTo().frame(this.driver.findElement(By.id('viewport')));
    }
    await waitInPage(
      this,
      (width) => document.documentElement.clientWidth <= width,
      viewport.width,
      `a ${viewport.width}px viewport`,
    );
  }

  async evaluate<Arg, Result>(fn: InPage<Arg, Result>, arg: Arg): Promise<Result> {
    return (await this.driver.executeScript(fn, arg)) as Result;
  }

  async click(selector: string): Promise<void> {
    // Scrolled into place first: the driver's own scrolling does not reach inside a frame.
    if (!(await this.evaluate(centreInView, selector))) throw new Error(`No element found for selector: ${selector}`);
    await this.driver.findElement(By.css(selector)).click();
  }

  async press(key: PressedKey): Promise<void> {
    if (key === 'Shift+Tab')
      await this.driver.actions().keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform();
    else await this.driver.actions().sendKeys(keys[key]).perform();
  }

  /** Focuses the field and types over its text (WebKitWebDriver cannot clear a field inside a frame). */
  async fill(selector: string, text: string): Promise<void> {
    await this.evaluate((target) => {
      const field = document.querySelector(target) as HTMLInputElement | null;
      field?.focus();
      field?.select();
    }, selector);
    await this.driver.actions().sendKeys(Key.BACK_SPACE).sendKeys(text).perform();
  }

  async takeOpenedWindows(): Promise<string[]> {
    const current = await this.driver.getWindowHandle();
    const urls: string[] = [];
    for (const handle of await this.driver.getAllWindowHandles()) {
      if (handle === current) continue;
      await this.driver.switchTo().window(handle);
      urls.push(await this.driver.getCurrentUrl());
      await this.driver.close();
    }
    await this.driver.switchTo().window(current);
    if (this.framed) await this.driver.switchTo().frame(this.driver.findElement(By.id('viewport')));
    return urls;
  }

  takeErrors(): Promise<string[]> {
    return this.evaluate(takeRecordedErrors, recordedErrorsKey);
  }

  async screenshot(file: string): Promise<void> {
    // Two frames later the window shows what the page has just become.
    await this.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      undefined,
    );
    const shot = Buffer.from(await this.driver.takeScreenshot(), 'base64');
    if (!this.framed) {
      writeFileSync(file, shot);
      return;
    }
    // The frame sits at the top left of the window's page.
    const { width, height } = await this.evaluate(
      () => ({ width: document.documentElement.clientWidth, height: window.innerHeight }),
      undefined,
    );
    await sharp(shot).extract({ left: 0, top: 0, width, height }).toFile(file);
  }

  close(): Promise<void> {
    return this.stopBrowser();
  }
}
