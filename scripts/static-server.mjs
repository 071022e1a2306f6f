// A static host for the production build (dist/), as a CDN serves it: clean URLs, a trailing
// slash ignored, long caching for hashed assets, compression, and 404.html with status 404.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webm': 'audio/webm',
  '.m4a': 'audio/mp4',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml']);

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file under dist/ that answers a URL path, or null. */
async function resolveFile(dist, pathname) {
  const clean = normalize(pathname).replace(/^([/\\])+/, '');
  if (clean.startsWith('..') || clean.split(sep).includes('..')) return null;
  const trimmed = clean.endsWith(sep) ? clean.slice(0, -1) : clean;
  const candidates = extname(trimmed) ? [trimmed] : trimmed === '' ? ['index.html'] : [`${trimmed}.html`];
  for (const candidate of candidates) {
    const path = join(dist, candidate);
    if (path.startsWith(dist) && (await isFile(path))) return path;
  }
  return null;
}

/** The body in the best encoding the client accepts (brotli, then gzip), as a CDN would send it. */
function encode(body, acceptEncoding, cache, key) {
  const accepts = (name) => new RegExp(`\\b${name}\\b`).test(acceptEncoding ?? '');
  const encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
  if (!encoding) return { body, encoding: null };
  const cacheKey = `${encoding}:${key}`;
  let encoded = cache.get(cacheKey);
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body, { level: 9 });
    cache.set(cacheKey, encoded);
  }
  return { body: encoded, encoding };
}

/**
 * @param {{ dist: string, transformHtml?: (html: string) => string }} options
 *   `transformHtml` rewrites every HTML page before it is sent (the benchmark strips scripts).
 */
export function createStaticServer({ dist, transformHtml }) {
  const compressed = new Map();

  async function send(request, response, status, path) {
    const extension = extname(path);
    const type = contentTypes[extension] ?? 'application/octet-stream';
    const immutable = path.startsWith(join(dist, 'assets') + sep);
    let body = await readFile(path);
    if (transformHtml && extension === '.html') body = Buffer.from(transformHtml(body.toString('utf8')));
    const headers = {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    if (compressible.has(extension)) {
      headers.Vary = 'Accept-Encoding';
      const encoded = encode(body, request.headers['accept-encoding'], compressed, `${path}:${transformHtml ? 't' : ''}`);
      body = encoded.body;
      if (encoded.encoding) headers['Content-Encoding'] = encoded.encoding;
    }
    headers['Content-Length'] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  return createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      pathname = '/\0invalid';
    }
    if (pathname.endsWith('.html') && pathname !== '/404.html') {
      // Clean URLs, as on Netlify, Vercel and Cloudflare Pages.
      const target = pathname === '/index.html' ? '/' : pathname.slice(0, -'.html'.length);
      response.writeHead(301, { Location: target }).end();
      return;
    }
    const file = pathname.includes('\0') ? null : await resolveFile(dist, pathname);
    if (file) await send(request, response, 200, file);
    else await send(request, response, 404, join(dist, '404.html'));
  });
}
