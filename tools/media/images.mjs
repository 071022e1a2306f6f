// Renders every image of src/content/media.ts from its SVG under art/ to AVIF and WebP.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { artDir, importProjectModule, publicDir } from './project.mjs';

const encoders = {
  avif: (pipeline) => pipeline.avif({ quality: 55, effort: 6, chromaSubsampling: '4:2:0' }),
  webp: (pipeline) => pipeline.webp({ quality: 82, effort: 6, smartSubsample: true }),
};

/**
 * Rasterises an SVG at `width` pixels wide (density scaled so vectors stay sharp), on white: a
 * transparent corner would otherwise turn black once the alpha channel is dropped.
 */
export function rasterise(svg, sourceWidth, width) {
  return sharp(svg, { density: Math.ceil((72 * width) / sourceWidth) + 1 })
    .resize({ width, kernel: 'lanczos3' })
    .flatten({ background: '#ffffff' });
}

export async function renderImages() {
  const { allImages, imageFormats } = await importProjectModule('src/content/media.ts');
  const outDir = `${publicDir}images/`;
  await mkdir(outDir, { recursive: true });
  const written = [];
  for (const spec of allImages) {
    const svg = await readFile(`${artDir}${spec.source}`);
    for (const width of spec.widths) {
      const pixels = await rasterise(svg, spec.width, width).png().toBuffer();
      for (const format of imageFormats) {
        const file = `${outDir}${spec.name}-${width}.${format}`;
        await writeFile(file, await encoders[format](sharp(pixels)).toBuffer());
        written.push(file);
      }
    }
  }
  return written;
}
