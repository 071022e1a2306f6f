/**
 * The byte budgets of what `npm run assets` renders into public/ (docs/media.md): each picture,
 * each voice clip (a recording that replaces one too), and the whole folder.
 * tests/unit/media.test.ts holds the files to them.
 */
const KB = 1024;
export const mediaBudgets = { image: 200 * KB, clip: 120 * KB, publicTotal: 10 * KB * KB };
