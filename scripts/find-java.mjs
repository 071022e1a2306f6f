// Finds Java (17 or newer) for the Nu HTML Checker (vnu-jar) in the end-to-end tests: $JAVA_PATH,
// then `java` on the PATH, then /usr/bin/java. Run directly, it installs Debian's
// default-jre-headless when it is root on Debian and finds none; elsewhere it prints the command
// that installs it. (vnu-jar's own postinstall, which would download a Java runtime from GitHub,
// is turned off by `allowScripts` in package.json.)
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The oldest Java the checker runs on. */
const minimumVersion = 17;

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The major version of the Java at `path` (`17` for 17.0.15, `8` for 1.8.0), or undefined. */
function javaVersion(path) {
  const result = spawnSync(path, ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr ?? ''}${result.stdout ?? ''}`);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** The path of a Java of version 17 or newer, or undefined. */
export function findJava() {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'java'));
  const candidates = [process.env.JAVA_PATH, ...onPath, '/usr/bin/java'];
  return candidates.find((path) => path && isExecutable(path) && (javaVersion(path) ?? 0) >= minimumVersion);
}

function main() {
  let path = findJava();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!path && isRoot && existsSync('/etc/debian_version')) {
    console.log('No Java found; installing Debian’s default-jre-headless package.');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'default-jre-headless'], {
        stdio: 'inherit',
        env,
      });
    // The package lists may be missing or stale on a fresh machine: update them only then.
    if (install().status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      install();
    }
    path = findJava();
  }
  if (!path) {
    console.error(`No Java ${minimumVersion} or newer found for the Nu HTML Checker. Install it, for example:`);
    console.error('  sudo apt-get install -y --no-install-recommends default-jre-headless');
    console.error('or point JAVA_PATH at a java binary.');
    process.exit(1);
  }
  console.log(`Java for the Nu HTML Checker: ${path}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
