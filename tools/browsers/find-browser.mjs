// Finds a Chromium for the end-to-end tests: $CHROMIUM_PATH, then /usr/bin/chromium, then a
// browser Playwright has already installed. Run directly, it installs Debian's Chromium when it
// is root on Debian and finds none; elsewhere it prints the command that installs one.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findOrInstall } from './debian-packages.mjs';

const debianChromium = '/usr/bin/chromium';

/**
 * The flags every Chromium we start gets (tests and benchmark). The host resolver rule keeps it
 * from trying to reach outside hosts, which stalls pages on a machine without internet access.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The address bar's WebUI popups: each browser context would start renderers for them, which
  // a headless run never shows (a third of the CPU a short test uses on two cores).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
];

async function playwrightInstalledChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The path of a usable Chromium, or undefined. */
export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(debianChromium)) return debianChromium;
  return playwrightInstalledChromium();
}

async function main() {
  if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
    console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
    process.exit(1);
  }
  const path = await findOrInstall({
    what: 'Chromium for the end-to-end tests',
    find: findChromium,
    packages: ['chromium'],
    envHint: 'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  });
  console.log(`Chromium for end-to-end tests: ${path}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
