/**
 * Every image, share card, icon and voice clip the code references exists in public/, in every
 * format it claims, at the size it claims, within the byte budgets.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clipSources } from '@/audio/clips';
import {
  allImages,
  clipFormats,
  clipKeys,
  clipUrl,
  iconFiles,
  imageFormats,
  imageUrl,
  shareImageSize,
  shareImageUrl,
} from '@/content/media';
import { languages } from '@/config/languages';
import { mediaBudgets } from '@tests/media-budgets';

const publicDir = join(process.cwd(), 'public');
const artDir = join(process.cwd(), 'art');
const KB = 1024;
const budgets = mediaBudgets;

const fileOf = (url: string) => join(publicDir, url);
const sizeOf = (url: string) => statSync(fileOf(url)).size;

function totalBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (total, entry) =>
      total + (entry.isDirectory() ? totalBytes(join(dir, entry.name)) : statSync(join(dir, entry.name)).size),
    0,
  );
}

describe('images', () => {
  it.each(allImages.map((spec) => [spec.name, spec] as const))('%s has its SVG source', (_name, spec) => {
    expect(statSync(join(artDir, spec.source)).isFile()).toBe(true);
  });

  const files = allImages.flatMap((spec) =>
    spec.widths.flatMap((width) =>
      imageFormats.map((format) => ({ spec, width, format, url: imageUrl(spec, width, format) })),
    ),
  );

  it.each(files.map((file) => [file.url, file] as const))(
    `%s exists at its size, within ${budgets.image / KB} KB`,
    async (url, file) => {
      expect(sizeOf(url)).toBeLessThanOrEqual(budgets.image);
      const metadata = await sharp(fileOf(url)).metadata();
      expect(metadata.format).toBe(file.format === 'avif' ? 'heif' : 'webp');
      expect(metadata.width).toBe(file.width);
      expect(metadata.height).toBe(Math.round((file.width * file.spec.height) / file.spec.width));
    },
  );
});

describe('share images', () => {
  it.each(languages.map((language) => [language.segment]))(
    `%s is a 1200x630 JPEG within ${budgets.image / KB} KB`,
    async (segment) => {
      const url = shareImageUrl(segment);
      expect(sizeOf(url)).toBeLessThanOrEqual(budgets.image);
      const metadata = await sharp(fileOf(url)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'jpeg',
        shareImageSize.width,
        shareImageSize.height,
      ]);
    },
  );
});

describe('icons', () => {
  it.each(iconFiles.map((url) => [url]))('%s exists', (url) => {
    expect(sizeOf(url)).toBeGreaterThan(0);
  });
});

describe('voice clips', () => {
  const files = languages.flatMap(({ segment }) =>
    clipKeys.flatMap((clip) => clipFormats.map(({ extension }) => clipUrl(segment, clip, extension))),
  );

  it.each(files.map((url) => [url]))(`%s exists within ${budgets.clip / KB} KB`, (url) => {
    const size = sizeOf(url);
    expect(size).toBeGreaterThan(4 * KB);
    expect(size).toBeLessThanOrEqual(budgets.clip);
  });

  it('offers Opus first, then AAC, in the page’s language', () => {
    expect(clipSources('health', 'zh-TW')).toEqual([
      { src: '/audio/zh-tw/health.webm', type: 'audio/webm; codecs=opus' },
      { src: '/audio/zh-tw/health.m4a', type: 'audio/mp4; codecs=mp4a.40.2' },
    ]);
  });
});

describe('public/', () => {
  it('stays within 10 MB in all', () => {
    expect(totalBytes(publicDir)).toBeLessThanOrEqual(budgets.publicTotal);
  });
});
