// The build empties its output folder before it writes, so it writes only into a folder it may
// empty: one that does not exist yet, an empty one, or one it wrote before, which it marks with a
// one-line file (a folder built before the mark existed is known by the build's record of it under
// node_modules/.cache). Anything else (`--out public`, `--out .`, a folder of someone's files) it refuses,
// naming the folder and what is in it, and touches nothing.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { buildInfoDir } from './build-info.mjs';

/** The mark a build leaves in its folder. A dot name: nginx and the test server never serve it. */
export const outMarker = '.hazel-build';

/** The mark's one line: what wrote the folder, nothing about the build itself. */
export const outMarkerText =
  'Written by the Hazel site’s build (tools/prerender/build.mjs), which empties this folder on its next run.\n';

/**
 * Why the build must not write into `out`, or null when it may: `root` is the project's folder (the
 * folder and any folder that holds it are never an output, marked or not).
 */
export function outFolderProblem(out, root) {
  const shown = relative(process.cwd(), out) || '.';
  const fromRoot = relative(out, root);
  if (fromRoot === '' || !fromRoot.startsWith('..'))
    return `--out ${shown}: this folder holds the project itself. Choose a folder of its own, such as dist.`;
  if (!existsSync(out)) return null;
  if (!statSync(out).isDirectory())
    return `--out ${shown}: this is a file, not a folder. Choose a folder, such as dist.`;
  const entries = readdirSync(out);
  if (entries.length === 0 || entries.includes(outMarker) || existsSync(buildInfoDir(out))) return null;
  const listed = entries.slice(0, 5).join(', ') + (entries.length > 5 ? `, and ${entries.length - 5} more` : '');
  return (
    `--out ${shown}: this folder holds ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} ` +
    `the build did not write (${listed}). The build empties its folder first, so it writes only into a ` +
    'new or empty folder, or one it wrote before. Choose another folder; nothing was changed.'
  );
}

/** Marks `out` as the build's own, so the next build may empty it. */
export async function markOutFolder(out) {
  await writeFile(join(out, outMarker), outMarkerText);
}
