// Finds Safari's engine for the end-to-end tests: WebKitGTK's WebDriver server (WebKitWebDriver,
// from Debian's webkit2gtk-driver), the MiniBrowser it drives, and Xvfb, the virtual display
// WebKitGTK needs (it has no headless mode). $WEBKIT_WEBDRIVER_PATH and $WEBKIT_MINIBROWSER_PATH
// override the paths. Run directly, it installs webkit2gtk-driver and xvfb when it is root on Debian
// and finds them missing; elsewhere it prints the command that installs them.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findOrInstall } from './debian-packages.mjs';

const firstExisting = (...paths) => paths.find((path) => path && existsSync(path));

/** Debian keeps MiniBrowser in the library folder of its architecture and WebKitGTK API version. */
function debianMiniBrowser() {
  const lib = '/usr/lib';
  const candidates = existsSync(lib)
    ? readdirSync(lib).flatMap((arch) => {
        const archDir = join(lib, arch);
        try {
          return readdirSync(archDir)
            .filter((name) => /^webkit2gtk-\d/.test(name))
            .map((name) => join(archDir, name, 'MiniBrowser'));
        } catch {
          return [];
        }
      })
    : [];
  return firstExisting(...candidates.sort().reverse());
}

/** The WebDriver server, the browser and the virtual display, or undefined if one is missing. */
export function findWebKit() {
  const driver = firstExisting(process.env.WEBKIT_WEBDRIVER_PATH, '/usr/bin/WebKitWebDriver');
  const browser = firstExisting(process.env.WEBKIT_MINIBROWSER_PATH) ?? debianMiniBrowser();
  const xvfb = firstExisting('/usr/bin/Xvfb');
  return driver && browser && xvfb ? { driver, browser, xvfb } : undefined;
}

async function main() {
  const { driver, browser } = await findOrInstall({
    what: 'WebKit (WebKitWebDriver, MiniBrowser and Xvfb) for the end-to-end tests',
    find: findWebKit,
    packages: ['webkit2gtk-driver', 'xvfb'],
    // With what the browser recommends (media codecs, GL drivers), as on a desktop.
    recommends: true,
    envHint: 'or point WEBKIT_WEBDRIVER_PATH and WEBKIT_MINIBROWSER_PATH at them.',
  });
  console.log(`WebKit for end-to-end tests: ${driver} driving ${browser}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
