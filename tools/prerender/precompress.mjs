// The last step of the build: every text file of the build folder gets a Brotli (`.br`, quality 11)
// and a gzip (`.gz`, level 9) copy beside it, so a host serves each file compressed as tightly as
// its format allows, with no work per request. Most of the first load is the app's code, and on a
// slow line every kilobyte is time before the page answers: Brotli at 11 makes it smaller than
// the gzip a server makes on the fly (`npm run bench -- --only bytes` prints each page's first-load
// scripts as gzip and as their Brotli copies). The local server (tools/server/serve-dist.mjs) and
// deploy/nginx.conf serve these copies; Netlify, Vercel and Cloudflare Pages compress on their own.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** The files worth compressing: text. Pictures, audio and video are compressed by their formats. */
export const compressibleFile = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/;

/**
 * Data the operator may replace on the host after the build (the published supporters): no copy,
 * which nginx's brotli_static and gzip_static would go on serving after the file changed. Hosts
 * compress it as they send it.
 */
export const replaceableOnHost = /^data\//;

/** The two encodings, by the file ending a host looks for. */
export const encodings = {
  br: (content) =>
    compressBrotli(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  gz: (content) => compressGzip(content, { level: 9 }),
};

async function filesUnder(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file under `dist` but the replaceable data,
 * each only where it is smaller than the file itself. Returns how many copies it wrote.
 */
export async function precompress(dist) {
  const files = (await filesUnder(dist)).filter(
    (file) => compressibleFile.test(file) && !replaceableOnHost.test(relative(dist, file).split(sep).join('/')),
  );
  const written = await Promise.all(
    files.flatMap((file) =>
      Object.entries(encodings).map(async ([ending, encode]) => {
        const content = await readFile(file);
        const compressed = await encode(content);
        if (compressed.length >= content.length) return 0;
        await writeFile(`${file}.${ending}`, compressed);
        return 1;
      }),
    ),
  );
  return written.reduce((sum, count) => sum + count, 0);
}
