// Finds Firefox for the end-to-end tests: $FIREFOX_PATH, then Debian's firefox-esr, then firefox.
// The tests drive it over WebDriver BiDi, which Firefox serves itself (no geckodriver). Run
// directly, it installs Debian's firefox-esr when it is root on Debian and finds none; elsewhere
// it prints the command that installs it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findOrInstall } from './debian-packages.mjs';

/** The path of Firefox, or undefined. */
export function findFirefox() {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'];
  return candidates.find((path) => path && existsSync(path));
}

async function main() {
  const path = await findOrInstall({
    what: 'Firefox for the end-to-end tests',
    find: findFirefox,
    packages: ['firefox-esr'],
    // With what the browser recommends (media codecs, GL drivers), as on a desktop.
    recommends: true,
    envHint: 'or point FIREFOX_PATH at a Firefox binary.',
  });
  console.log(`Firefox for end-to-end tests: ${path}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
