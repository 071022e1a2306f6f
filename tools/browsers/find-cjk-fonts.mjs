// Finds the Noto CJK fonts, so the layout tests in Japanese, Korean and Chinese measure real glyphs
// rather than missing-glyph boxes. Run directly, it installs Debian's fonts-noto-cjk when it is
// root on Debian and finds them missing; elsewhere it prints the command that installs them.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findOrInstall } from './debian-packages.mjs';

/** A Noto Sans CJK font file fontconfig knows, or undefined. */
export function findCjkFonts() {
  const listed = spawnSync('fc-list', [':family=Noto Sans CJK JP', 'file'], { encoding: 'utf8' });
  return listed.status === 0
    ? listed.stdout
        .split('\n')
        .find((line) => line.trim())
        ?.replace(/:\s*$/, '')
    : undefined;
}

async function main() {
  const font = await findOrInstall({
    what: 'Noto Sans CJK font for the layout tests in Japanese, Korean and Chinese',
    find: findCjkFonts,
    packages: ['fonts-noto-cjk'],
    envHint: 'or install any package that gives fontconfig "Noto Sans CJK JP".',
  });
  console.log(`CJK fonts for the layout tests: ${font}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
