// Draws the three testimonial portraits with DiceBear's openPeeps style (CC0), constrained to
// friendly older faces: grey hair or none, smiling, glasses on some. Writes the SVG sources to
// art/portraits/, from fixed seeds, so the result is the same on every run.
import { mkdir, writeFile } from 'node:fs/promises';
import { openPeeps } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { artDir } from './project.mjs';

const portraits = [
  // A woman in her late seventies with a grey bun and glasses.
  {
    seed: 'hazel-portrait-1',
    head: ['grayBun'],
    face: ['smile'],
    accessories: ['glasses'],
    skinColor: ['edb98a'],
    clothingColor: ['5e8c7a'],
    backgroundColor: ['f4e6d3'],
    facialHairProbability: 0,
  },
  // A man in his eighties, bald with grey tufts and round glasses.
  {
    seed: 'hazel-portrait-2',
    head: ['noHair3'],
    headContrastColor: ['d6d6d6'],
    face: ['smile'],
    accessories: ['glasses2'],
    facialHairProbability: 0,
    skinColor: ['ae5d29'],
    clothingColor: ['e8a87c'],
    backgroundColor: ['e3eee8'],
  },
  // A woman in her seventies with short grey hair.
  {
    seed: 'hazel-portrait-3',
    head: ['grayMedium'],
    face: ['calm'],
    skinColor: ['d08b5b'],
    clothingColor: ['d9a441'],
    backgroundColor: ['e8cba6'],
    facialHairProbability: 0,
  },
];

export async function drawPortraits() {
  const outDir = `${artDir}portraits/`;
  await mkdir(outDir, { recursive: true });
  const written = [];
  for (const [index, options] of portraits.entries()) {
    const avatar = createAvatar(openPeeps, {
      size: 800,
      accessoriesProbability: options.accessories ? 100 : 0,
      mask: [],
      maskProbability: 0,
      ...options,
    });
    const file = `${outDir}portrait-${index + 1}.svg`;
    await writeFile(file, avatar.toString());
    written.push(file);
  }
  return written;
}
