// Serves a production build as a static host does. The files come from sirv (a maintained static
// file middleware: clean URLs, ETags, ranges for audio), each text file as its Brotli or gzip copy
// when the browser accepts one (the build writes them, tools/prerender/precompress.mjs), behind the
// `compression` middleware for what has no copy (the 404 page);
// what a host adds is kept here: the `_headers` and `_redirects` rules, `.html` URLs redirected to
// clean ones, a trailing slash dropped, doubled slashes read as one, and 404.html with status 404 for any other path.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from './headers-file.mjs';
import { parseRedirectsFile, redirectFor } from './redirects-file.mjs';

function readHeaderRules(dist) {
  const file = join(dist, '_headers');
  if (existsSync(file)) return parseHeadersFile(readFileSync(file, 'utf8'));
  console.warn(`${file} is missing: serving without the deployed security headers.`);
  return [];
}

function readRedirectRules(dist) {
  const file = join(dist, '_redirects');
  return existsSync(file) ? parseRedirectsFile(readFileSync(file, 'utf8')) : [];
}

/** @param {{ dist: string }} options */
export function createDistServer({ dist }) {
  return createServer(distHandler({ dist }));
}

/**
 * What the server does with each request, for an HTTP/1.1 server (createDistServer) or an HTTP/2
 * one in compatibility mode (the benchmark's, as hosts serve pages over HTTP/2).
 * @param {{ dist: string }} options
 */
export function distHandler({ dist }) {
  const rules = readHeaderRules(dist);
  const redirects = readRedirectRules(dist);
  const notFoundPage = readFileSync(join(dist, '404.html'));
  const applyHeaders = (response, pathname) => {
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) response.setHeader(name, value);
  };
  const compress = compression();
  const files = sirv(dist, {
    extensions: ['html'],
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: applyHeaders,
  });

  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // Runs of slashes count as one, as nginx's merge_slashes and the CDNs read them (/en//pricing).
    request.url = (request.url ?? '/').replace(/^[^?#]*/, (path) => path.replace(/\/{2,}/g, '/'));
    compress(request, response, () => {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      const notFound = () => {
        applyHeaders(response, pathname);
        response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end(request.method === 'HEAD' ? undefined : notFoundPage);
      };
      // The host's own configuration is not a file to serve.
      if (pathname === '/_headers' || pathname === '/_redirects') return notFound();
      const redirect = redirectFor(redirects, pathname);
      if (redirect) {
        const query = new URL(request.url ?? '/', 'http://localhost').search;
        response.writeHead(redirect.status, { Location: `${redirect.location}${query}` }).end();
        return;
      }
      if (pathname !== '/' && pathname.endsWith('/')) {
        // One address per page, as deploy/nginx.conf and Vercel (trailingSlash: false) answer it.
        const query = new URL(request.url ?? '/', 'http://localhost').search;
        response.writeHead(301, { Location: `${pathname.replace(/\/+$/, '')}${query}` }).end();
        return;
      }
      if (pathname.endsWith('.html') && pathname !== '/404.html') {
        // Clean URLs, as Netlify, Vercel and Cloudflare Pages serve them.
        const target = pathname === '/index.html' ? '/' : pathname.slice(0, -'.html'.length);
        response.writeHead(301, { Location: target }).end();
        return;
      }
      files(request, response, notFound);
    });
  };
}

/**
 * Listens on `port` and resolves with the port in use. A busy port rejects with a one-line
 * message, or with `nextFreePort` (for `npm start`) moves on to the next free port.
 */
export function listen(server, { port, host = 'localhost', nextFreePort = false }) {
  return new Promise((resolve, reject) => {
    let tried = port;
    const onError = (error) => {
      if (error.code === 'EADDRINUSE' && nextFreePort && tried < 65535) {
        tried += 1;
        server.listen(tried, host);
        return;
      }
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${tried} is already in use: stop the other server or set PORT to a free port.`)
          : error,
      );
    };
    server.on('error', onError);
    server.once('listening', () => {
      server.off('error', onError);
      resolve(server.address().port);
    });
    server.listen(port, host);
  });
}
