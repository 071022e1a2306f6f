// Starts Safari's engine for the end-to-end tests and the benchmark: Xvfb (WebKitGTK has no
// headless mode), WebKitWebDriver on a free port, and a MiniBrowser session driven over classic
// WebDriver by selenium-webdriver. `stop()` ends all three.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder } from 'selenium-webdriver';
import { findWebKit } from './find-webkit.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** Starts Xvfb on a display it picks itself (-displayfd), resolving with that display. */
export function startDisplay(xvfb) {
  return new Promise((resolve, reject) => {
    const display = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    display.once('error', reject);
    display.stdio[3]?.once('data', (data) => resolve({ display: `:${data.toString().trim()}`, process: display }));
  });
}

async function waitForDriver(url) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not start at ${url}`);
}

/**
 * The environment for WebKitGTK without accelerated compositing: on a machine without a GPU
 * every composited layer is drawn by software OpenGL, which costs the tests a third of their CPU
 * time in WebKit. Layout, which the tests measure, is the same either way; the benchmark keeps
 * compositing, as Safari has it.
 * @param {string} display
 */
export function webKitTestEnv(display) {
  return { ...process.env, DISPLAY: display, WEBKIT_DISABLE_COMPOSITING_MODE: '1' };
}

/**
 * @param {{ scripts?: boolean, compositing?: boolean }} [options] scripts: false starts MiniBrowser
 *   with `--enable-javascript-markup=false`: the page's scripts do not run, the driver's still do.
 *   compositing: false draws pages without accelerated compositing (`webKitTestEnv`).
 */
export async function startWebKit({ scripts = true, compositing = true } = {}) {
  const webkit = findWebKit();
  if (!webkit) throw new Error('WebKit is missing: run `node tools/browsers/find-webkit.mjs`.');
  const { display, process: xvfb } = await startDisplay(webkit.xvfb);
  const port = await freePort();
  const server = spawn(webkit.driver, [`--port=${port}`], {
    env: compositing ? { ...process.env, DISPLAY: display } : webKitTestEnv(display),
    stdio: 'ignore',
  });
  const stopProcesses = () => {
    server.kill();
    xvfb.kill();
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForDriver(url);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: webkit.browser,
          args: ['--automation', ...(scripts ? [] : ['--enable-javascript-markup=false'])],
        },
      })
      .build();
    await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
    return {
      driver,
      async stop() {
        await driver.quit().catch(() => undefined);
        stopProcesses();
      },
    };
  } catch (error) {
    stopProcesses();
    throw error;
  }
}
