// `npm run assets`: renders every image, share card, icon and voice clip into public/ from the
// sources under art/ and the dictionaries. The outputs are committed, so a normal install and
// build need neither this script nor its Debian packages.
//   node tools/media/assets.mjs                 everything
//   node tools/media/assets.mjs --only voice    one step (portraits, images, share, icons, voice)
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { drawPortraits } from './portraits.mjs';
import { renderIcons } from './icons.mjs';
import { renderImages } from './images.mjs';
import { renderShareImages } from './share-images.mjs';
import { installVoiceTools, missingVoiceTools, synthesiseVoice, voicePackages } from './voice.mjs';

const onlyFlag = process.argv.indexOf('--only');
const only = onlyFlag > -1 ? process.argv[onlyFlag + 1]?.split(',') : undefined;

function ensureDebianTools() {
  const cjkFonts = spawnSync('sh', ['-c', 'fc-list | grep -q "Noto Serif CJK"']).status === 0;
  const missing = [...missingVoiceTools(), ...(cjkFonts ? [] : ['fonts-noto-cjk'])];
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log(`Installing Debian packages: ${missing.join(' ')}`);
    installVoiceTools();
    if (!cjkFonts) spawnSync('apt-get', ['install', '-y', 'fonts-noto-cjk'], { stdio: 'inherit' });
    return;
  }
  console.error('npm run assets needs Debian packages (contrib and non-free sections):');
  console.error(`  sudo apt-get install -y ${[...voicePackages, 'fonts-noto-cjk'].join(' ')}`);
  process.exit(1);
}

const steps = [
  ['portraits', drawPortraits],
  ['images', renderImages],
  ['share', renderShareImages],
  ['icons', renderIcons],
  ['voice', synthesiseVoice],
];

if (!only || only.includes('voice') || only.includes('share')) ensureDebianTools();

const started = performance.now();
for (const [name, step] of steps) {
  if (only && !only.includes(name)) continue;
  const stepStarted = performance.now();
  const files = await step();
  const bytes = files.reduce((total, file) => total + statSync(file).size, 0);
  const seconds = ((performance.now() - stepStarted) / 1000).toFixed(1);
  console.log(
    `${name.padEnd(9)} ${String(files.length).padStart(4)} files ${(bytes / 1024).toFixed(0).padStart(6)} KB  ${seconds}s`,
  );
}
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)}s`);
