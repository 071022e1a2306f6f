import { existsSync, readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { headersFor, parseHeadersFile } from '@tools/server/headers-file.mjs';
import { createDistServer } from '@tools/server/serve-dist.mjs';
import { escapeHtml } from '@tools/prerender/html';
import { errorRecorderPath, recordedErrorsKey, viewportFramePath } from './session';

/**
 * Records what a page reports as going wrong, in session storage (so it survives a navigation),
 * for the test to read. Classic WebDriver, all WebKitGTK offers, cannot read a page's console.
 */
const errorRecorder = `(() => {
  const record = (text) => {
    try {
      const entries = JSON.parse(sessionStorage.getItem(${JSON.stringify(recordedErrorsKey)}) || '[]');
      entries.push(String(text).slice(0, 500));
      sessionStorage.setItem(${JSON.stringify(recordedErrorsKey)}, JSON.stringify(entries));
    } catch {}
  };
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = (...args) => {
      record(level + ': ' + args.map(String).join(' '));
      original.apply(console, args);
    };
  }
  addEventListener('error', (event) => record('uncaught: ' + event.message));
  addEventListener('unhandledrejection', (event) => record('unhandled rejection: ' + event.reason));
  document.addEventListener('securitypolicyviolation', (event) =>
    record('CSP violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline')),
  );
})();
`;

/** The deployed headers, less the two that forbid framing (WebKit's narrow viewports are frames). */
function framable(headers: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (/^x-frame-options$/i.test(name)) continue;
    result[name] = /^content-security-policy$/i.test(name) ? value.replace(/\s*frame-ancestors [^;]*;?/, '') : value;
  }
  return result;
}

/** The prerendered page for a clean URL (`/ja/faq` is `ja/faq.html`), if there is one. */
function pageFile(dist: string, pathname: string): string | undefined {
  const candidates = pathname === '/' ? ['index.html'] : [`${pathname}.html`, `${pathname}/index.html`];
  return candidates.map((file) => join(dist, file)).find((file) => file.startsWith(dist) && existsSync(file));
}

/**
 * The production build as `npm start` serves it (tools/server/serve-dist.mjs: the deployed headers,
 * clean URLs, the 404 page), with two changes for the cross-engine tests: every page starts with
 * the error recorder, and may be framed. Everything but the pages (scripts, styles, images,
 * redirects) comes from that server unchanged.
 */
export async function startEngineServer(dist: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const site = createDistServer({ dist }).listeners('request')[0] as RequestListener;
  const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === viewportFramePath) {
      const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
      const [src, width, height] = ['src', 'width', 'height'].map((name) => escapeHtml(query.get(name) ?? ''));
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(
        `<!doctype html><title>viewport</title><body style="margin:0">` +
          `<iframe id="viewport" src="${src}" width="${width}" height="${height}" style="border:0;display:block"></iframe>`,
      );
      return;
    }
    if (pathname === errorRecorderPath) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(errorRecorder);
      return;
    }
    const page = pageFile(dist, pathname);
    const missing = !page && !extname(pathname);
    if (!page && !missing) {
      site(request, response);
      return;
    }
    const html = readFileSync(page ?? join(dist, '404.html'), 'utf8').replace(
      '<head>',
      `<head><script src="${errorRecorderPath}"></script>`,
    );
    response.writeHead(missing ? 404 : 200, {
      ...framable(headersFor(rules, pathname)),
      'Content-Type': 'text/html; charset=utf-8',
    });
    response.end(request.method === 'HEAD' ? undefined : html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
