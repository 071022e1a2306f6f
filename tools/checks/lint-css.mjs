// `npm run lint` (after ESLint): the stylesheet the build ships, checked against the support range
// in package.json ("browserslist") with caniuse data (stylelint-no-unsupported-browser-features,
// which runs doiuse). Vite builds the client in memory, so what is checked is exactly what ships:
// Tailwind's utilities, src/styles/global.css, and the fallbacks Lightning CSS adds for the range.
// A feature the range lacks fails the check unless `withFallback` below says what older browsers
// get instead, and (for a feature used on purpose in one place) where.
import { fileURLToPath } from 'node:url';
import stylelint from 'stylelint';
import { build } from 'vite';

/** @type {{ feature: string; where?: RegExp; olderBrowsersGet: string }[]} */
const withFallback = [
  {
    feature: 'css-lch-lab',
    olderBrowsersGet: 'the hex colour Lightning CSS writes before every lab() colour (the same colour in sRGB)',
  },
  {
    feature: 'extended-system-fonts',
    olderBrowsersGet: 'the next family of the stack (every stack ends in a generic family)',
  },
  { feature: 'text-size-adjust', olderBrowsersGet: 'nothing to adjust: desktop browsers do not inflate text' },
  { feature: 'css-resize', where: /textarea\{resize/, olderBrowsersGet: 'a text field without a resize handle' },
  {
    feature: 'css-has',
    where: /has-\\\[details\\\[open\\\]\\\]/,
    olderBrowsersGet:
      'a header bar that stays transparent at the top of the page while a menu is open (Firefox 115-120); the menu itself has its own background',
  },
  {
    feature: 'viewport-unit-variants',
    where: /min-h-\\\[100svh\\\]/,
    olderBrowsersGet: 'a hero as tall as its content instead of the visible screen (Samsung Internet 20)',
  },
  {
    feature: 'viewport-unit-variants',
    where: /\.below-header\{max-height:calc\(100vh/,
    olderBrowsersGet: 'a phone menu as tall as the large viewport (100vh) less the header, the declaration before it',
  },
  {
    feature: 'css-text-wrap-balance',
    where: /text-wrap(-style)?:balance/,
    olderBrowsersGet:
      'Japanese and Chinese headings and labels that wrap as they fall, between phrases (keep-all), where the last line may be short',
  },
  {
    feature: 'css-content-visibility',
    where: /details::details-content/,
    olderBrowsersGet:
      'closed answers opened for printing by the app (lib/print-opens-answers.ts) on `beforeprint`; without scripts, closed answers print as their questions',
  },
];

const root = fileURLToPath(new URL('../..', import.meta.url));
const result = await build({ root, logLevel: 'silent', build: { write: false, manifest: false } });
const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) => ('output' in entry ? entry.output : []));
const stylesheets = outputs.filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
if (stylesheets.length === 0) throw new Error('The build produced no stylesheet to check.');

/** The text just before a warning's position (the minified sheet is one long line). */
function contextOf(code, { line, column }) {
  const lineStart =
    code
      .split('\n')
      .slice(0, line - 1)
      .join('\n').length + (line > 1 ? 1 : 0);
  const at = lineStart + column - 1;
  return code.slice(Math.max(0, at - 120), at + 60);
}

let problems = 0;
for (const sheet of stylesheets) {
  const code = String(sheet.source);
  const { results } = await stylelint.lint({
    code,
    codeFilename: sheet.fileName,
    config: {
      plugins: ['stylelint-no-unsupported-browser-features'],
      rules: {
        // Partial support is about sub-features (caniuse's notes), not what we use; full gaps fail.
        'plugin/no-unsupported-browser-features': [true, { severity: 'error', ignorePartialSupport: true }],
      },
    },
  });
  for (const warning of results.flatMap((entry) => entry.warnings)) {
    const feature = /browser feature "([^"]+)"/.exec(warning.text)?.[1] ?? '';
    const context = contextOf(code, warning);
    const known = withFallback.some(
      (entry) => entry.feature === feature && (!entry.where || entry.where.test(context)),
    );
    if (known) continue;
    problems += 1;
    console.error(`${sheet.fileName}: ${warning.text}\n    …${context}…\n`);
  }
}
if (problems > 0) {
  console.error(
    `${problems} CSS feature(s) outside the support range (package.json "browserslist"): add a fallback, ` +
      'then list it in tools/checks/lint-css.mjs with what older browsers get.',
  );
  process.exit(1);
}
console.log(`CSS: ${stylesheets.length} stylesheet(s) within the support range, or with a fallback.`);
