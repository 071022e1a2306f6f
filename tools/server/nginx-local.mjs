// `npm run preview:nginx`: serves a build with deploy/nginx.conf, as a server of yours would, on
// this machine: the server block as it is (its root and listen lines pointed here) inside the
// smallest main configuration nginx needs, in a folder of its own. The end-to-end test of
// deploy/nginx.conf runs it the same way.
//   npm run preview:nginx                         dist/ at http://localhost:8088
//   npm run preview:nginx -- --dist dist-custom --port 8090
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findBrotliStaticModule, findNginx, nginxPackages } from '../browsers/find-nginx.mjs';
import { behindTlsFront } from '../deploy/deploy-config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What to do without nginx or its Brotli module: the packages to install, nothing installed for her. */
export const missingNginx = [
  'nginx and its Brotli module (which serves the build’s .br files) are needed, and one is missing.',
  `On Debian or Ubuntu:  sudo apt-get install -y --no-install-recommends ${nginxPackages.join(' ')}`,
  'Or point NGINX_PATH at an nginx with ngx_http_brotli_static_module in its modules folder.',
].join('\n');

/** The main configuration around the server block: what Debian's /etc/nginx/nginx.conf gives it. */
export function mainConfiguration({ brotliModule, siteFile, foreground = false }) {
  return [
    // Debian loads the module from /etc/nginx/modules-enabled by a relative path, which a
    // configuration of one's own cannot reuse: the module's full path.
    `load_module ${brotliModule};`,
    ...(foreground ? ['daemon off;'] : []),
    'worker_processes 1;',
    'error_log logs/error.log;',
    'pid nginx.pid;',
    'events { worker_connections 64; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${name};`),
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

/**
 * Writes deploy/nginx.conf (or the configuration `site`) for `dist`, and its main configuration,
 * into a new folder; returns the folder (nginx's prefix) and the main configuration's path. On
 * `port` it serves plain HTTP, as behind a TLS front (docs/deploy.md); `tls` keeps the file's own
 * listeners as the caller rewrote them (withTls in tools/deploy/deploy-config.mjs).
 */
export function writeLocalNginx({ dist, port, foreground = false, site: server, tls = false }) {
  const brotliModule = findBrotliStaticModule();
  if (!findNginx() || !brotliModule) throw new Error(missingNginx);
  const prefix = mkdtempSync(join(tmpdir(), 'hazel-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const siteFile = join(prefix, 'site.conf');
  const generated = server ?? readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  const site = (tls ? generated : behindTlsFront(generated, `127.0.0.1:${port}`)).replace(
    'root /var/www/site/dist;',
    `root ${dist};`,
  );
  writeFileSync(siteFile, site);
  const main = join(prefix, 'nginx.conf');
  writeFileSync(main, mainConfiguration({ brotliModule, siteFile, foreground }));
  return { prefix, main };
}

/** Runs nginx on a configuration written by writeLocalNginx (`-t`, `-s stop`…); throws with its error output. */
export function runNginx({ prefix, main }, ...args) {
  const result = spawnSync(findNginx() ?? 'nginx', ['-p', prefix, '-c', main, ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx ${args.join(' ')} failed:\n${result.stderr}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { dist: { type: 'string', default: 'dist' }, port: { type: 'string', default: '8088' } },
  });
  if (!findNginx() || !findBrotliStaticModule()) {
    console.error(missingNginx);
    process.exit(1);
  }
  const local = writeLocalNginx({ dist: resolve(root, values.dist), port: Number(values.port), foreground: true });
  try {
    runNginx(local, '-t', '-q');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(
    `nginx serves ${values.dist}/ with deploy/nginx.conf at http://localhost:${values.port} (Ctrl-C stops it)`,
  );
  console.log(`Its configuration: ${local.main}`);
  const server = spawn(findNginx() ?? 'nginx', ['-p', local.prefix, '-c', local.main], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGQUIT'));
  server.on('exit', (code) => process.exit(code ?? 0));
}
