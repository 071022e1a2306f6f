// The one way the lookup scripts (find-*.mjs) install what the tests need: asked to with
// `--install` (as `npm test` does), as root on Debian, Debian's own packages through apt-get;
// otherwise nothing is installed and the script says which command would. Nothing downloads a
// browser or runtime of its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';

/** Whether this process may install Debian packages itself. */
export function canInstallDebianPackages() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && existsSync('/etc/debian_version');
}

/**
 * Installs the packages with apt-get (updating the package lists first only when the install
 * fails: they may be missing or stale on a fresh machine). Returns whether apt-get succeeded.
 * `recommends` also installs what they recommend (a browser's media codecs, its GL drivers).
 */
export function installDebianPackages(packages, { recommends = false } = {}) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const args = ['install', '-y', ...(recommends ? [] : ['--no-install-recommends']), ...packages];
  const install = () => spawnSync('apt-get', args, { stdio: 'inherit', env });
  console.log(`$ apt-get ${args.join(' ')}`);
  if (install().status === 0) return true;
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  return install().status === 0;
}

/** The lookup script being run, from the working folder. */
const relativeScript = () => relative(process.cwd(), process.argv[1] ?? '');

/**
 * Finds a tool, or, asked with `--install`, installs its Debian packages where this process can and
 * finds it again; else prints how to install it and exits. Resolves with what `find` found.
 * @template T
 * @param {{ what: string; find: () => T | undefined | Promise<T | undefined>; packages: string[]; recommends?: boolean; envHint: string }} tool
 * @returns {Promise<T>}
 */
export async function findOrInstall({ what, find, packages, recommends = false, envHint }) {
  let found = await find();
  const asked = process.argv.includes('--install');
  if (!found && asked && canInstallDebianPackages()) {
    console.log(`No ${what} found; installing Debian’s ${packages.join(', ')}.`);
    installDebianPackages(packages, { recommends });
    found = await find();
  }
  if (!found) {
    console.error(`No ${what} found. Install it, for example:`);
    console.error(`  sudo apt-get install -y ${recommends ? '' : '--no-install-recommends '}${packages.join(' ')}`);
    console.error(envHint);
    if (!asked && canInstallDebianPackages())
      console.error(`Or run \`node ${relativeScript()} --install\`, which installs them with apt-get as root.`);
    process.exit(1);
  }
  return found;
}
