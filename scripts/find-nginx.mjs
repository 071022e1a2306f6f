// Finds nginx for the end-to-end test of deploy/nginx.conf: $NGINX_PATH, then /usr/sbin/nginx.
// Run directly, it installs Debian's nginx-light when it is root on Debian and finds none;
// elsewhere it prints the command that installs it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The path of nginx, or undefined. */
export function findNginx() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((path) => path && existsSync(path));
}

function main() {
  let path = findNginx();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!path && isRoot && existsSync('/etc/debian_version')) {
    console.log('No nginx found; installing Debian’s nginx-light package.');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], { stdio: 'inherit', env });
    path = findNginx();
  }
  if (!path) {
    console.error('No nginx found for the test of deploy/nginx.conf. Install it, for example:');
    console.error('  sudo apt-get install -y nginx-light');
    console.error('or point NGINX_PATH at an nginx binary.');
    process.exit(1);
  }
  console.log(`nginx for the deploy configuration test: ${path}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
