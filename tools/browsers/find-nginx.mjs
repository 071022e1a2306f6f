// Finds nginx for the end-to-end test of deploy/nginx.conf: $NGINX_PATH, then /usr/sbin/nginx,
// with the Brotli module the configuration loads (`brotli_static`, Debian's
// libnginx-mod-http-brotli-static). Run directly with --install (as `npm test` does), it installs
// Debian's nginx-light and the module when it is root on Debian and finds them missing; otherwise it
// prints the command that installs them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findOrInstall } from './debian-packages.mjs';

/** Debian's packages of nginx and the Brotli module the configuration loads. */
export const nginxPackages = ['nginx-light', 'libnginx-mod-http-brotli-static'];

/** The path of nginx, or undefined. */
export function findNginx() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((path) => path && existsSync(path));
}

/** The path of nginx's Brotli static module (in the modules folder nginx was built with), or undefined. */
export function findBrotliStaticModule(nginx = findNginx()) {
  if (!nginx) return undefined;
  const built = spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr ?? '';
  const modules = built.match(/--modules-path=(\S+)/)?.[1] ?? '/usr/lib/nginx/modules';
  const path = join(modules, 'ngx_http_brotli_static_module.so');
  return existsSync(path) ? path : undefined;
}

async function main() {
  const path = await findOrInstall({
    what: 'nginx with its Brotli static module for the test of deploy/nginx.conf',
    find: () => (findBrotliStaticModule() ? findNginx() : undefined),
    packages: nginxPackages,
    envHint: 'or point NGINX_PATH at an nginx binary with ngx_http_brotli_static_module in its modules folder.',
  });
  console.log(`nginx for the deploy configuration test: ${path} (Brotli: ${findBrotliStaticModule()})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
