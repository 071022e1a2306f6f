// @vitest-environment node
/**
 * The docs state no figure that no command or test checks. The figures they keep are the code's
 * (the owner's targets and budgets, limits that config modules declare, the build's page count,
 * what a tool prints), and each is compared here with the constant or the function behind it, so
 * the doc and the code cannot drift apart. A measurement (a time, a size of a build) is what
 * `npm run bench` prints, not prose: docs/speed.md may state a time, a size or a ratio only as a
 * target or a constant of the code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  firstLoadBudget,
  hydratedLimitMs,
  lighthouseTargets,
  savedLanguageAllowanceMs,
} from '@tools/bench/targets.mjs';
import { phoneProfile, throttling } from '@tools/bench/phone.mjs';
import { completenessLine, readArb, type SourceComparison } from '@tools/translations/arb.mjs';
import { statusReport, type TranslationStatus } from '@tools/translations/translation-status.mjs';
import { deployFiles, maxEventBytes } from '@tools/deploy/deploy-config.mjs';
import { cacheControl } from '@tools/deploy/deploy-headers';
import { buildTargets } from '@tools/prerender/browser-targets';
import { prerenderTargets } from '@tools/prerender/prerender-targets';
import { longestLabel } from '@tools/translations/phrase-breaks';
import { pages } from '@/routing/routes';
import { languages } from '@/config/languages';
import { ui } from '@/config/ui';
import { mediaBudgets } from '@tests/media-budgets';
import { allImages, clipFormats, clipKeys, featureImages, shareImageSize } from '@/content/media';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
/** A document's prose on one line: the figures are found whatever the line breaks. */
const flat = (path: string) => read(path).replace(/\s+/g, ' ');
/** Fails, naming the document and the words it should hold, unless it holds them. */
function says(path: string, words: string) {
  expect(flat(path).includes(words), `${path} should say: ${words}`).toBe(true);
}
const packageJson = JSON.parse(read('package.json')) as {
  engines: { node: string };
  browserslist: string[];
  devDependencies: Record<string, string>;
};

const KB = 1024;
/** TCP's first flight (RFC 6928's initial window), as Lighthouse's model and first-load.spec.ts count it. */
const tcpFirstFlight = { segments: 10, segmentBytes: 1460 };

/** Every `figure unit` in a text, as numbers ("14,600 B" is 14600). */
const figures = (text: string, unit: string) =>
  [...text.matchAll(new RegExp(String.raw`(\d[\d,]*(?:\.\d+)?) ?${unit}(?![\w/])`, 'g'))].map((match) =>
    Number((match[1] ?? '').replace(/,/g, '')),
  );

describe('docs/speed.md states targets and constants, never a measurement', () => {
  const speed = flat('docs/speed.md');

  it('the first-load budgets are tools/bench/targets.mjs’s', () => {
    says(
      'docs/speed.md',
      `at most ${firstLoadBudget.jsBytes / KB} KB of JS and ${firstLoadBudget.cssBytes / KB} KB of CSS`,
    );
  });

  it('the bench’s targets are tools/bench/targets.mjs’s', () => {
    const t = lighthouseTargets;
    expect(t.bestPractices).toBe(t.seo);
    says(
      'docs/speed.md',
      `LCP within ${t.lcpOverLimit}× of the limit, performance ≥ ${t.performance}, TBT ≤ ${t.tbtMs} ms, ` +
        `CLS ≤ ${t.cls}, SEO and best practices ${t.seo}`,
    );
    says('docs/speed.md', `hydration on the phone within ${hydratedLimitMs / 1000} s`);
    says('docs/speed.md', `own time plus ${savedLanguageAllowanceMs / 1000} s`);
  });

  it('the phone is tools/bench/phone.mjs’s', () => {
    says('docs/speed.md', `(${phoneProfile()})`);
  });

  it('every time, size and ratio in it is one of those', () => {
    const times = [hydratedLimitMs, savedLanguageAllowanceMs, lighthouseTargets.tbtMs, throttling.latencyMs];
    const flight = tcpFirstFlight.segments * tcpFirstFlight.segmentBytes;
    const stray = [
      ...figures(speed, 'ms')
        .filter((ms) => !times.includes(ms))
        .map((ms) => `${ms} ms`),
      ...figures(speed, 's')
        .filter((s) => !times.includes(s * 1000))
        .map((s) => `${s} s`),
      ...figures(speed, 'KB')
        .filter((kb) => ![firstLoadBudget.jsBytes / KB, firstLoadBudget.cssBytes / KB, flight / 1000].includes(kb))
        .map((kb) => `${kb} KB`),
      ...figures(speed, 'B')
        .filter((b) => ![flight, tcpFirstFlight.segmentBytes].includes(b))
        .map((b) => `${b} B`),
      // A ratio (1.05×), not a size (412×823).
      ...[...speed.matchAll(/(?<![\d×])(\d+(?:\.\d+)?)×(?!\d)/g)]
        .map((match) => Number(match[1]))
        .filter((ratio) => ![lighthouseTargets.lcpOverLimit, throttling.cpuSlowdown].includes(ratio))
        .map((ratio) => `${ratio}×`),
      ...[...speed.matchAll(/\d+(?:\.\d+)?\s?%/g)].map((match) => match[0]),
    ];
    expect(stray, 'a measured figure: `npm run bench` prints it, docs/decisions/ keeps a dated one').toEqual([]);
  });

  it('the Lighthouse it names is the one package.json installs', () => {
    const major = /\d+/.exec(packageJson.devDependencies.lighthouse ?? '')?.[0];
    const named = [...speed.matchAll(/Lighthouse (\d+)\b/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set([major]));
  });
});

describe('counts the code computes', () => {
  const htmlFiles = prerenderTargets().length;

  it('the HTML files a build writes: deploy.md, and every doc that counts them', () => {
    says('docs/deploy.md', `Ready to launch. ${htmlFiles} pages in dist/.`);
    says('docs/deploy.md', `${htmlFiles} HTML files`);
    for (const path of ['README.md', 'docs/architecture.md', 'docs/deploy.md', 'docs/testing.md']) {
      const text = flat(path);
      for (const [, count] of text.matchAll(/(\d+) (?:HTML files|pages in dist)/g))
        expect(Number(count), path).toBe(htmlFiles);
      const split = /(\d+) pages × (\d+) languages, the (\d+) unprefixed/.exec(text);
      if (split)
        expect(split.slice(1).map(Number), path).toEqual([
          pages.length,
          languages.length,
          prerenderTargets().filter((target) => target.unprefixed).length,
        ]);
    }
  });

  it('docs/translating.md’s example outputs are what the tools print, for keys en.arb has', () => {
    const source = readArb('en').messages;
    const text = read('docs/translating.md');
    // The count is the example's own (a new string need not rewrite the docs); the lines are the tools'.
    const total = Number(/100% of (\d+)/.exec(text)?.[1]);
    expect(total).toBeGreaterThan(0);
    /** The lines of the fenced example that starts with `first`, up to its closing fence. */
    const blockAfter = (first: string) => {
      const start = text.indexOf(`\n${first}`) + 1;
      const fenceEnd = text.indexOf('```', start);
      expect(start, first).toBeGreaterThan(0);
      return text
        .slice(start, fenceEnd)
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() !== '');
    };

    // npm run build: the completeness of each language (tools/translations/arb.mjs).
    const build = blockAfter('   Translations against en.arb:').slice(1);
    const missing = ['home.headline', 'home.tagline', 'pricing.badge'];
    const indent = (line: string) => ' '.repeat((build[0] ?? '').search(/\S/)) + line;
    const complete: SourceComparison = { missing: [], extra: [], placeholders: [], empty: [], sameAsSource: [] };
    expect(build).toEqual([
      indent(completenessLine('ja', total, complete)),
      indent(completenessLine('ko', total, { ...complete, missing })),
    ]);
    for (const key of missing) expect(source, key).toHaveProperty([key]);

    // npm run translations:status: one language behind by one key, the others level.
    const status = blockAfter('it: ');
    const outdated = /^ {2}outdated {4}(\S+)$/m.exec(status.join('\n'))?.[1] ?? '';
    const before = /was: “(.*)”/.exec(status.join('\n'))?.[1] ?? '';
    expect(source, outdated).toHaveProperty([outdated]);
    const level: TranslationStatus = { missing: [], outdated: [], unrecorded: [], current: total };
    const { text: report } = statusReport({
      it: { ...level, outdated: [{ key: outdated, before, after: source[outdated] ?? '' }], current: total - 1 },
      ja: level,
      ko: level,
      'zh-tw': level,
    });
    const printed = report.split('\n');
    for (const line of status) expect(printed, 'a line of the example that the tool does not print').toContain(line);
  });

  it('an example of the configuration check counts the problems it lists', () => {
    const text = read('docs/configuration-and-launch.md');
    const examples = [...text.matchAll(/^Configuration: (\d+) problems?.*\n((?: {2}✗.*\n)*)/gm)];
    expect(examples.length).toBeGreaterThan(0);
    for (const [, count, lines = ''] of examples) expect(lines.trimEnd().split('\n').length).toBe(Number(count));
  });
});

describe('limits that config modules declare', () => {
  it('the Node.js the project needs is package.json’s engines', () => {
    const [, version] = /^>=(\d+\.\d+)$/.exec(packageJson.engines.node) ?? [];
    for (const path of ['README.md', 'docs/testing.md']) says(path, `Node.js ${version} or newer`);
  });

  it('docs/browsers.md: the range is package.json’s browserslist, the build target browser-targets.ts’s', () => {
    const browsers = (words: string) => says('docs/browsers.md', words);
    const oldest = (name: string) =>
      packageJson.browserslist
        .find((entry) => entry.startsWith(`${name} >=`))
        ?.split('>=')[1]
        ?.trim();
    browsers(`iOS/iPadOS ${oldest('ios_saf')}`);
    browsers(`Safari on the Mac from ${oldest('safari')}`);
    browsers(`Android's WebView from version ${oldest('chrome')}`);
    expect(oldest('android')).toBe(oldest('chrome'));
    browsers(`Samsung Internet from version ${oldest('samsung')}`);
    browsers(`Firefox from ESR ${oldest('firefox')}`);
    browsers(`(today \`${buildTargets().join(', ')}\`)`);
    browsers(`(${longestLabel} characters at most`);
  });

  it('a time a doc gives beside a constant of src/config/ui.ts (`ui.savedLanguageHoldMs` (3 s)) is its value', () => {
    const times = ui as unknown as Record<string, unknown>;
    for (const path of ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)]) {
      if (!path.endsWith('.md')) continue;
      for (const [, name = '', figure, unit] of flat(path).matchAll(/`ui\.(\w+)` \((\d+(?:\.\d+)?) (ms|s)\)/g))
        expect(Number(figure) * (unit === 's' ? 1000 : 1), `${path}: ui.${name}`).toBe(times[name]);
    }
  });

  it('docs/behaviour.md: a stalled clip, and the text sizes, are src/config/ui.ts’s', () => {
    says('docs/behaviour.md', `no sound ${ui.audio.stallTimeoutMs / 1000} s after the press`);
    says('docs/behaviour.md', `(${ui.textSizes.map(({ percent }) => `${percent}%`).join(', ')};`);
  });

  it('docs/measurement.md: the largest count a host passes on is deploy-config.mjs’s', () => {
    says('docs/measurement.md', `a \`POST\` of at most ${maxEventBytes / KB} KB`);
  });

  it('docs/media.md: a recorded clip’s budget is the media test’s', () => {
    says('docs/media.md', `under ${mediaBudgets.clip / KB} KB each (the unit tests check the budget)`);
  });

  it('docs/media.md and speed.md: the rendered widths, the share card and the clips are src/content/media.ts’s', () => {
    const table = read('docs/media.md')
      .split('\n')
      .filter((line) => line.startsWith('| `public/images/') && / px +\|$/.test(line));
    const covered = new Set<string>();
    for (const row of table) {
      const names = [...(row.split('|')[1] ?? '').matchAll(/`(?:public\/images\/)?([^`]+)`/g)].map(
        ([, pattern = '']) =>
          new RegExp(
            `^${pattern
              .replace(/\{w\}/g, '\\d+')
              .replace(/\{([^}]+)\}/g, (_, list: string) => `(${list.split(',').join('|')})`)
              .replace(/\*/g, '.*')}$`,
          ),
      );
      const widths = /([\d/]+) px +\|$/.exec(row)?.[1]?.split('/').map(Number);
      // A file is `{name}-{width}` (imageUrl).
      const specs = allImages.filter((spec) => names.some((name) => name.test(`${spec.name}-${spec.widths[0]}`)));
      expect(specs.length, row).toBeGreaterThan(0);
      for (const spec of specs) {
        expect(spec.widths, `${spec.name} in docs/media.md`).toEqual(widths);
        covered.add(spec.name);
      }
    }
    expect(allImages.map(({ name }) => name).filter((name) => !covered.has(name))).toEqual([]);
    says('docs/media.md', `${shareImageSize.width}x${shareImageSize.height} JPEG`);
    const [first, second, third] = featureImages.voice.widths;
    says(
      'docs/speed.md',
      `Every picture is rendered at ${first}, ${second} and ${third} px (and wider for full-width art)`,
    );
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    says('docs/media.md', `replace the ${words[clipKeys.length * clipFormats.length]} files of`);
    says('docs/media.md', `(${clipKeys.map((clip) => `\`${clip}\``).join(', ')}, each as`);
    says('docs/media.md', `its own ${words[clipKeys.length]} clips`);
  });

  it('docs/configuration-and-launch.md: the markets’ emergency numbers are src/config/languages.ts’s', () => {
    says(
      'docs/configuration-and-launch.md',
      `emergency number: ${languages.map(({ market }) => market.emergencyNumber).join(', ')})`,
    );
  });

  it('docs/configuration-and-launch.md: the withdrawal days left to counsel are src/config/languages.ts’s', () => {
    const days = (code: string) => languages.find((language) => language.code === code)?.market.withdrawalDays;
    says('docs/configuration-and-launch.md', `the ${days('ko')}-day withdrawal for the tiers`);
    says('docs/configuration-and-launch.md', `how to withdraw within ${days('zh-TW')} days`);
  });

  it('docs/deploy.md: the files npm run deploy-config writes without a collector are deployFiles()’s', async () => {
    const written = Object.values(await deployFiles()).filter((text) => text !== null).length;
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
    says('docs/deploy.md', `All ${words[written]} files are generated by \`npm run deploy-config\``);
    says('docs/deploy.md', `commit the ${words[written]} files`);
  });

  it('docs/deploy.md: the cache times are deploy-headers.ts’s', () => {
    const day = 24 * 60 * 60;
    expect(cacheControl.hashedAssets).toContain(`max-age=${365 * day},`);
    expect(cacheControl.media).toContain(`max-age=${day}`);
    says('docs/deploy.md', '`assets/` immutable for a year, images and voice clips a day');
    says('docs/deploy.md', 'for up to a day (their cache time)');
  });
});
