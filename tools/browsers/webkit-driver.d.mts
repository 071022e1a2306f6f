import type { ChildProcess } from 'node:child_process';
import type { WebDriver } from 'selenium-webdriver';

/** Xvfb, WebKitWebDriver and a MiniBrowser session; `stop()` ends all three. */
export function startWebKit(options?: {
  scripts?: boolean;
  compositing?: boolean;
}): Promise<{ driver: WebDriver; stop(): Promise<void> }>;
export function webKitTestEnv(display: string): NodeJS.ProcessEnv;

/** Starts Xvfb on a display it picks itself (-displayfd), resolving with that display. */
export function startDisplay(xvfb: string): Promise<{ display: string; process: ChildProcess }>;
