// Finds nginx for the end-to-end test of deploy/nginx.conf: $NGINX_PATH, then /usr/sbin/nginx.
// Run directly, it installs Debian's nginx-light when it is root on Debian and finds none;
// elsewhere it prints the command that installs it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findOrInstall } from './debian-packages.mjs';

/** The path of nginx, or undefined. */
export function findNginx() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((path) => path && existsSync(path));
}

async function main() {
  const path = await findOrInstall({
    what: 'nginx for the test of deploy/nginx.conf',
    find: findNginx,
    packages: ['nginx-light'],
    envHint: 'or point NGINX_PATH at an nginx binary.',
  });
  console.log(`nginx for the deploy configuration test: ${path}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
