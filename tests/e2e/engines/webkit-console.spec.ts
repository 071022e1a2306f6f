import { spawn } from 'node:child_process';
import { languages } from '@/config/languages';
import { pages, pathFor } from '@/routing/routes';
import { findWebKit } from '@tools/browsers/find-webkit.mjs';
import { expect, test } from './fixtures';
import { startDisplay, webKitTestEnv } from '@tools/browsers/webkit-driver.mjs';

/**
 * What WebKit itself reports while a page loads (an unknown Content Security Policy directive, a
 * refused script, a preload it did not use): messages no script sees, so the error recorder
 * cannot catch them, and WebKitWebDriver does not pass on. MiniBrowser, run on its own with its
 * console written to its output, loads each kind of page once (in the five languages in turn),
 * the unprefixed home page and an unknown address, and must say nothing.
 */
async function consoleWhileLoading(browser: string, display: string, url: string): Promise<string[]> {
  const child = spawn(browser, ['--enable-write-console-messages-to-stdout=true', '--exit-after-load', url], {
    env: webKitTestEnv(display),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  // The messages arrive on its error output, whatever the setting's name says.
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // MiniBrowser exits once the page has loaded; its web process lingers on the same output a while.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`MiniBrowser did not finish loading ${url}`)), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  try {
    process.kill(-(child.pid ?? 0), 'SIGKILL');
  } catch {
    // Already gone.
  }
  return output.split('\n').filter((line) => line.startsWith('CONSOLE'));
}

test('WebKit reports nothing while any kind of page loads', async ({ origin }) => {
  test.setTimeout(120_000);
  const webkit = findWebKit();
  if (!webkit) throw new Error('WebKit is missing: run `node tools/browsers/find-webkit.mjs`.');
  const { display, process: xvfb } = await startDisplay(webkit.xvfb);
  try {
    const paths = [
      ...pages.map(({ id }, index) => pathFor(id, languages[index % languages.length]?.code ?? 'en')),
      '/',
      '/no-such-page',
    ];
    const messages: string[] = [];
    for (const path of paths)
      for (const line of await consoleWhileLoading(webkit.browser, display, `${origin}${path}`))
        messages.push(`${path}: ${line}`);
    expect(messages).toEqual([]);
  } finally {
    xvfb.kill();
  }
});
