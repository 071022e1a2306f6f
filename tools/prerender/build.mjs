// `npm run build`: the operator's values checked (tools/operator/check-operator-values.ts), Vite's
// client build, its SSR build of tools/prerender/entry-server.tsx, the prerender of every route, into
// one folder, then a compressed copy of each text file (precompress.mjs).
//   node tools/prerender/build.mjs                                           dist/, with the environment's values
//   node tools/prerender/build.mjs --out dist-other --env-file other.env     another folder, with more VITE_* values
//                                                                    (new, empty, or one a build wrote: out-folder.mjs)
//                                                                    (several files: the later ones win)
//   node tools/prerender/build.mjs --release                                 stops unless the launch check is ready
// Every build is the same build: in production mode whatever NODE_ENV the shell has, after the
// same check. A configuration problem (an unknown name, a malformed value) stops any build; a
// release also stops while a fact blocks the launch. A build on Netlify, Vercel or Cloudflare
// Pages (they set NETLIFY, VERCEL, CF_PAGES) is a release build whatever command the host runs,
// so a placeholder never reaches production from there.
import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, createLogger } from 'vite';
import { buildInfoDir, viteFolder } from './build-info.mjs';
import { markOutFolder, outFolderProblem } from './out-folder.mjs';
import { headersFileFor } from '../deploy/deploy-config.mjs';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';
import { importProjectModule } from './project-module.mjs';

// One artifact: what a host deploys is what the tests test, never React's development build.
process.env.NODE_ENV = 'production';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist' },
    'env-file': { type: 'string', multiple: true, default: [] },
    release: { type: 'boolean', default: false },
  },
});

const onDeployHost = ['NETLIFY', 'VERCEL', 'CF_PAGES'].some((name) => process.env[name]);
const release = values.release || onDeployHost;
const { checkOperatorValues } = await importProjectModule('tools/operator/check-operator-values.ts');
const check = checkOperatorValues({ root, envFiles: values['env-file'] });
const dist = resolve(root, values.out);
const outProblem = outFolderProblem(dist, root);
if (release || check.problems.length > 0) console.log(check.text);
if (outProblem) console.error(`\n${outProblem}`);
if (check.problems.length > 0) {
  console.error('\nThe build stops here: put right the values marked ✗ under "Configuration" above, then build again.');
  process.exit(1);
}
if (release && !check.ready) {
  console.error('\nThe release build stops here: set the values marked ✗ (see .env.example), then build again.');
  process.exit(1);
}
if (outProblem) process.exit(1);

// The server bundle is written inside the project, where it finds React, wherever the site goes.
const ssrDir = resolve(root, 'node_modules/.cache/hazel-prerender', relative(root, dist).replace(/[^\w.-]+/g, '_'));
// Vite's log without its list of every file and its size (hundreds of lines that bury the verdict).
const logger = createLogger('info');
const info = logger.info.bind(logger);
logger.info = (message, options) => {
  if (!/ kB\b/.test(message)) info(message, options);
};
const quiet = { customLogger: logger, build: { reportCompressedSize: false } };
await build({ root, ...quiet, build: { ...quiet.build, outDir: dist, emptyOutDir: true } });
await markOutFolder(dist);
await build({
  root,
  ...quiet,
  build: { ...quiet.build, ssr: 'tools/prerender/entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
});
// The operator's own mark, where set: the favicon and every icon made from it (Hazel's otherwise).
const markFile = process.env.VITE_BRAND_MARK;
if (markFile) {
  const { ui } = await importProjectModule('src/config/ui.ts');
  const { writeMarkIcons } = await import('../media/icons.mjs');
  await writeMarkIcons({ mark: readFileSync(resolve(root, markFile)), outDir: dist, background: ui.browserThemeColor });
}
// The hosts' headers for this build's own hosted forms (the policy's form-action): not the
// defaults' that public/_headers holds, whatever forms the operator set.
const builtConfig = JSON.parse(readFileSync(join(dist, viteFolder, 'site-config.json'), 'utf8'));
await writeFile(join(dist, '_headers'), await headersFileFor(builtConfig));
const pages = await prerender({ dist, ssrDir });
// The build's own files (its manifest, the values it was made with) are for the tests and the
// benchmark, never for a host to publish: out of the folder before it is compressed.
await rm(buildInfoDir(dist), { recursive: true, force: true });
await mkdir(dirname(buildInfoDir(dist)), { recursive: true });
await rename(join(dist, viteFolder), buildInfoDir(dist));
await precompress(dist);

const fromHere = relative(process.cwd(), dist);
const shownDist = fromHere === '' ? '.' : fromHere.startsWith('..') ? dist : fromHere;
console.log(
  check.ready
    ? `\n${check.verdict} ${pages} pages in ${shownDist}/.`
    : `\n${pages} pages in ${shownDist}/, a preview: it marks every sample it shows. ${check.verdict} \`npm run launch-check\` lists what to set.`,
);
