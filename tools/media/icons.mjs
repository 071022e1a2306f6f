// Site icons from the brand mark: PNG favicons, the Apple touch icon (full-bleed, no
// transparency) and a maskable icon with the mark inside the safe zone.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { publicDir } from './project.mjs';

const fullBleedMark = (scale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#7A4A14"/>
  <g transform="translate(32 32) scale(${scale}) translate(-32 -32)">
    <path d="M20 16v32M44 16v32M20 32h24" stroke="#FBF7F1" stroke-width="7" stroke-linecap="round"/>
  </g>
</svg>`;

/** The icons a mark makes, beside the mark itself (favicon.svg): each file and its size in pixels. */
const markIcons = [
  ['favicon-32.png', 32],
  ['favicon-48.png', 48],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
];

/** An SVG rasterised at `size` pixels square, sharp at any viewBox. */
async function rasterize(svg, size) {
  const { width = 64 } = await sharp(svg).metadata();
  return sharp(svg, { density: Math.min(72 * (size / width) * 2, 10_000) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The mark at `scale` of a square of `background` (no transparency, as the Apple touch icon needs). */
async function onBackground(svg, size, scale, background) {
  const mark = await rasterize(svg, Math.round(size * scale));
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, gravity: 'centre' }])
    .flatten({ background })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * An operator's own brand mark (VITE_BRAND_MARK) into a build: favicon.svg is the mark, and every
 * icon is made from it, over Hazel's committed ones; the full-bleed icons on the site's background
 * colour.
 */
export async function writeMarkIcons({ mark, outDir, background }) {
  const write = (name, data) => writeFile(join(outDir, name), data);
  await write('favicon.svg', mark);
  for (const [name, size] of markIcons) await write(name, await rasterize(mark, size));
  await write('apple-touch-icon.png', await onBackground(mark, 180, 1, background));
  // Maskable icons may be cropped to a circle of 80% diameter: the mark stays inside it.
  await write('icon-maskable-512.png', await onBackground(mark, 512, 0.7, background));
}

export async function renderIcons() {
  const favicon = await readFile(`${publicDir}favicon.svg`);
  const outputs = [
    ...markIcons.map(([name, size]) => [name, favicon, size]),
    ['apple-touch-icon.png', Buffer.from(fullBleedMark(1)), 180],
    // Maskable icons may be cropped to a circle of 80% diameter: the mark stays inside it.
    ['icon-maskable-512.png', Buffer.from(fullBleedMark(0.7)), 512],
  ];
  const written = [];
  for (const [name, svg, size] of outputs) {
    const file = `${publicDir}${name}`;
    await writeFile(file, await rasterize(svg, size));
    written.push(file);
  }
  return written;
}
