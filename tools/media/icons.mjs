// Site icons from the brand mark: PNG favicons, the Apple touch icon (full-bleed, no
// transparency) and a maskable icon with the mark inside the safe zone.
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { publicDir } from './project.mjs';

const fullBleedMark = (scale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#7A4A14"/>
  <g transform="translate(32 32) scale(${scale}) translate(-32 -32)">
    <path d="M20 16v32M44 16v32M20 32h24" stroke="#FBF7F1" stroke-width="7" stroke-linecap="round"/>
  </g>
</svg>`;

export async function renderIcons() {
  const favicon = await readFile(`${publicDir}favicon.svg`);
  const outputs = [
    ['favicon-32.png', favicon, 32],
    ['favicon-48.png', favicon, 48],
    ['icon-192.png', favicon, 192],
    ['icon-512.png', favicon, 512],
    ['apple-touch-icon.png', Buffer.from(fullBleedMark(1)), 180],
    // Maskable icons may be cropped to a circle of 80% diameter: the mark stays inside it.
    ['icon-maskable-512.png', Buffer.from(fullBleedMark(0.7)), 512],
  ];
  const written = [];
  for (const [name, svg, size] of outputs) {
    const file = `${publicDir}${name}`;
    await writeFile(
      file,
      await sharp(svg, { density: 72 * (size / 64) * 2 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    written.push(file);
  }
  return written;
}
