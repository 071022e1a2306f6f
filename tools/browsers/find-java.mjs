// Finds Java (17 or newer) for the Nu HTML Checker (vnu-jar) in the end-to-end tests: $JAVA_PATH,
// then `java` on the PATH, then /usr/bin/java. Run directly, it installs Debian's
// default-jre-headless when it is root on Debian and finds none; elsewhere it prints the command
// that installs it. (vnu-jar's own postinstall, which would download a Java runtime from GitHub,
// is turned off by `allowScripts` in package.json.)
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findOrInstall } from './debian-packages.mjs';

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

async function main() {
  const path = await findOrInstall({
    what: `Java ${minimumVersion} or newer for the Nu HTML Checker`,
    find: findJava,
    packages: ['default-jre-headless'],
    envHint: 'or point JAVA_PATH at a java binary.',
  });
  console.log(`Java for the Nu HTML Checker: ${path}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
