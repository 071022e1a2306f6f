/**
 * How long each voice clip is, in whole seconds, read at build time from the recordings' MP4
 * headers (the `mvhd` box's duration and timescale), so a Listen button can say "0:12" before
 * anything downloads. Served as `virtual:clip-lengths`: seconds by language segment and clip.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { clipKeys, clipUrl, type ClipKey } from '../../src/content/media.ts';
import { languages } from '../../src/config/languages.ts';
import { resolvedVirtualModule, virtualModules } from '../../shared/build-contract.ts';

export type ClipLengths = Record<string, Record<ClipKey, number>>;

/** The boxes inside `data` from `start` to `end`: their type and where their content lies. */
function* boxes(data: Buffer, start: number, end: number) {
  for (let at = start; at + 8 <= end;) {
    let size = data.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header) throw new Error(`a malformed box at byte ${at}`);
    yield { type: data.toString('latin1', at + 4, at + 8), content: at + header, end: at + size };
    at += size;
  }
}

/** An MP4 file's length in seconds, from its movie header. */
export function mp4Seconds(data: Buffer): number {
  const moov = [...boxes(data, 0, data.length)].find((box) => box.type === 'moov');
  const mvhd = moov && [...boxes(data, moov.content, moov.end)].find((box) => box.type === 'mvhd');
  if (!mvhd) throw new Error('no movie header (moov/mvhd)');
  const version = data.readUInt8(mvhd.content);
  const [timescale, duration] =
    version === 1
      ? [data.readUInt32BE(mvhd.content + 20), Number(data.readBigUInt64BE(mvhd.content + 24))]
      : [data.readUInt32BE(mvhd.content + 12), data.readUInt32BE(mvhd.content + 16)];
  if (!timescale) throw new Error('a movie header without a timescale');
  return duration / timescale;
}

export function readClipLengths(root: string): ClipLengths {
  return Object.fromEntries(
    languages.map(({ segment }) => [
      segment,
      Object.fromEntries(
        clipKeys.map((clip) => {
          const file = resolve(root, 'public', clipUrl(segment, clip, 'm4a').slice(1));
          try {
            return [clip, Math.round(mp4Seconds(readFileSync(file)))];
          } catch (error) {
            throw new Error(`${file}: cannot read its length (${(error as Error).message})`);
          }
        }),
      ),
    ]),
  ) as ClipLengths;
}

const moduleId = virtualModules.clipLengths;

export function clipLengthsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'hazel:clip-lengths',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === moduleId ? resolvedVirtualModule(moduleId) : undefined;
    },
    load(id) {
      if (id !== resolvedVirtualModule(moduleId)) return undefined;
      return `export default ${JSON.stringify(readClipLengths(root))};`;
    },
  };
}
