// Serves the production build (dist/) the way a static host does: clean URLs, a trailing
// slash ignored, long caching for hashed assets, and 404.html with status 404 for anything else.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : process.env.PORT || 4173);
const host = process.env.HOST || 'localhost';

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

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file under dist/ that answers a URL path, or null. */
async function resolveFile(pathname) {
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

function send(response, status, path, method) {
  const type = contentTypes[extname(path)] ?? 'application/octet-stream';
  const immutable = path.startsWith(join(dist, 'assets') + sep);
  response.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (method === 'HEAD') return response.end();
  createReadStream(path).pipe(response);
}

const server = createServer(async (request, response) => {
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
  const file = pathname.includes('\0') ? null : await resolveFile(pathname);
  if (file) send(response, 200, file, request.method);
  else send(response, 404, join(dist, '404.html'), request.method);
});

server.listen(port, host, () => {
  console.log(`Serving dist/ at http://localhost:${port}`);
});
