/**
 * `npm run launch-check`: whether the operator's values are ready for a launch, market by market.
 * First every problem of the configuration itself (an unknown name, a value not of its kind, with
 * the file and line it came from: config-check.ts), then which markets sell, then each market with
 * every fact still missing or on its sample value, by name and variable; the people the site names
 * come last. Not ready while the configuration has a problem, a selling market lacks a fact its law
 * requires, a visitor would see a sample value, or a person is named without their consent or a
 * sample label.
 */
import { languageInfo, languages } from '../../src/config/languages.ts';
import type { MeasurementSettings } from '../../src/config/site-config.ts';
import {
  checkConfiguration,
  problemLines,
  withoutFaults,
  type ConfigInput,
  type ConfigProblem,
} from './config-check.ts';
import { describeSource, readingLine, type EnvReading } from './env-files.ts';
import { exampleFindings, exampleLines } from './example-values.ts';
import { envText, type EnvSource } from './env-source.ts';
import { readyToLaunch, type LaunchFact, type LaunchReport } from './launch-facts.ts';
import { resolveOperatorValues } from './operator-values.ts';
import { readPeople, supportersFile } from './people.ts';
import { measurementEndpoint } from './measurement-values.ts';
import { translationFacts } from './translation-facts.ts';
import { readProcessors } from './processors.ts';
import type { TranslationStatus } from '../translations/translation-status.mjs';

const marks: Record<LaunchFact['status'], string> = {
  ok: ' ',
  sample: '✗',
  missing: '✗',
  fallback: '!',
  outdated: '!',
  note: '·',
};

function factLine({ what, variables, status, blocks, detail }: LaunchFact): string {
  const mark =
    status === 'missing' || status === 'sample' || status === 'outdated' ? (blocks ? '✗' : '!') : marks[status];
  const state =
    status === 'sample'
      ? 'still a sample'
      : status === 'missing'
        ? 'missing'
        : status === 'fallback'
          ? 'falls back'
          : status === 'outdated'
            ? 'behind the English'
            : '';
  const head = state ? `${what}: ${state}` : what;
  return `  ${mark} ${head}${status === 'note' ? '' : ` (${variables})`}${detail ? `; ${detail}` : ''}`;
}

/** The people the site names, as lines, and whether any would be shown without consent or a label. */
function peopleLines(env: EnvSource, root: string): { lines: string[]; blocks: boolean } {
  try {
    const { supporters, testimonials } = readPeople(env, root);
    const samples = supporters.supporters.filter((person) => person.sample).length;
    return {
      blocks: false,
      lines: [
        testimonials === null
          ? '  · testimonials: the illustrative stories, labelled as such on every card (VITE_TESTIMONIALS_FILE names real, consenting people)'
          : `  · testimonials: ${testimonials.length} real people who agreed to be named (VITE_TESTIMONIALS_FILE)`,
        supporters.supporters.length === 0
          ? `  · founding supporters: none yet; the wall invites visitors to be one of the first (${supportersFile})`
          : `  · founding supporters: ${supporters.supporters.length - samples} real, ${samples} samples labelled as such (${supportersFile})`,
      ],
    };
  } catch (error) {
    return { blocks: true, lines: [`  ✗ ${(error as Error).message}`] };
  }
}

/**
 * Korea's privacy law names each recipient abroad with how to reach it (개인정보 보호법 §28-8): every
 * processor's `contact`, on the Korean policy whether or not Korea sells.
 */
function processorContactFacts(env: EnvSource, root: string): LaunchFact[] {
  let processors: ReturnType<typeof readProcessors>;
  try {
    processors = readProcessors(env, root);
  } catch {
    return []; // A file that cannot be read or parsed is a configuration problem, named above.
  }
  const without = (processors ?? []).filter((processor) => processor.contact === undefined).map(({ name }) => name);
  return without.length === 0
    ? []
    : [
        {
          what: 'each processor’s contact, as Korea’s privacy law names recipients (개인정보 보호법 §28-8)',
          variables: 'VITE_PRIVACY_PROCESSORS_FILE, "contact"',
          status: 'missing',
          blocks: true,
          detail: `not given for ${without.join(', ')}`,
        },
      ];
}

export type LaunchCheck = {
  /** The whole report, as printed. */
  text: string;
  ready: boolean;
  /** The configuration's problems: any one stops every build, not only a release. */
  problems: ConfigProblem[];
  /** The last line: ready, or what blocks. */
  verdict: string;
};

/** Whether a market's pages count visits (the same in every market: docs/measurement.md). */
function measurementLine(measured: MeasurementSettings | null): string {
  return measured
    ? `  · measurement on: ${measured.service} (${measured.site}), without cookies; nothing under Global Privacy Control or Do Not Track (VITE_ANALYTICS)`
    : '  · measurement off: nothing is counted (VITE_ANALYTICS)';
}

/** Which markets sell, and where that came from. */
function sellingLine(
  env: EnvSource,
  problems: readonly ConfigProblem[],
  report: LaunchReport,
  sources: ConfigInput['sources'],
): string {
  const selling = report.markets.filter((market) => market.selling).map((market) => market.language);
  const waitlist = report.markets.filter((market) => !market.selling).map((market) => market.language);
  const at = describeSource(sources?.get('VITE_SELLING_MARKETS'));
  const from = problems.some(({ variable }) => variable === 'VITE_SELLING_MARKETS')
    ? `VITE_SELLING_MARKETS, ${at}, is malformed (above): shown as if it were not set`
    : envText(env, 'VITE_SELLING_MARKETS') === undefined
      ? 'VITE_SELLING_MARKETS is not set'
      : `VITE_SELLING_MARKETS, ${at}`;
  const sells =
    selling.length === languages.length ? 'all five markets' : selling.length === 0 ? 'none' : selling.join(', ');
  return `Selling: ${sells} (${from})${waitlist.length > 0 ? `; waitlist only: ${waitlist.join(', ')}` : ''}`;
}

/**
 * The report as printed, and whether the launch may go ahead. `where` tells where each value came
 * from (env-files.ts); without it, every value is said to come from the environment.
 */
export function launchCheck(
  env: EnvSource,
  root: string,
  today = new Date(),
  where: Omit<ConfigInput, 'values'> & Partial<EnvReading> = {},
  /** How each translation stands against the English, by path segment (check-operator-values.ts reads the files'). */
  translations: Readonly<Record<string, TranslationStatus>> = {},
): LaunchCheck {
  const problems = checkConfiguration({ values: env, ...where });
  const configuration =
    problems.length === 0
      ? ['Configuration: every variable is one the site knows, and every value is of its kind.']
      : [
          `Configuration: ${problems.length} ${problems.length === 1 ? 'problem stops' : 'problems stop'} every build until fixed`,
          ...problemLines(problems),
        ];
  let report: LaunchReport;
  let measured: MeasurementSettings | null;
  try {
    ({
      report,
      config: { measurement: measured },
    } = resolveOperatorValues(withoutFaults(env, problems), today));
  } catch (error) {
    // Only a problem the check above missed lands here; it is said, without a stack.
    const verdict = 'Not ready to launch: the configuration has a problem.';
    const text = [...configuration, `  ✗ ${(error as Error).message}`, '', verdict].join('\n');
    return { text, ready: false, problems, verdict };
  }
  const recipients = processorContactFacts(env, root);
  report = {
    ...report,
    markets: report.markets.map((market) => ({
      ...market,
      facts: [
        ...market.facts,
        ...(languageInfo(market.language).market.privacyRegime === 'kr' ? recipients : []),
        ...translationFacts(market.language, market.selling, translations),
      ],
    })),
  };
  const examples = exampleFindings(withoutFaults(env, problems), root, where.sources);
  const people = peopleLines(env, root);
  const forwarding =
    measured && measurementEndpoint(withoutFaults(env, problems)) === null
      ? [
          '  ! measurement: the deploy files forward /api/event nowhere (VITE_ANALYTICS_ENDPOINT); forward it on your host, or the counts are lost',
        ]
      : [];
  const ready = problems.length === 0 && examples.length === 0 && readyToLaunch(report) && !people.blocks;
  const shown = (facts: readonly LaunchFact[]) => facts.filter((entry) => entry.status !== 'ok').map(factLine);
  const blocking = countBlocking(report) + (people.blocks ? 1 : 0);
  const counted = (count: number, one: string) => (count === 0 ? [] : [`${count} ${one}${count === 1 ? '' : 's'}`]);
  const blockers = [
    ...counted(problems.length, 'configuration problem'),
    ...counted(examples.length, 'example value'),
    ...counted(blocking, 'fact'),
  ];
  const single = blockers.length === 1 && problems.length + examples.length + blocking === 1;
  const verdict = ready
    ? 'Ready to launch.'
    : `Not ready to launch: ${blockers.join(' and ')} ${single ? 'blocks' : 'block'} it.`;
  const text = [
    'Launch check: ✗ blocks the launch, ! falls back or is missing but allowed, · for your eyes.',
    '',
    ...standInLines(env, problems, where.sources),
    ...(where.files
      ? [readingLine({ files: where.files, fromEnvironment: where.fromEnvironment ?? 0 }), ...(where.notices ?? []), '']
      : []),
    ...configuration,
    '',
    ...(examples.length > 0
      ? [
          `Examples: ${examples.length} ${examples.length === 1 ? 'value is' : 'values are'} the project’s own examples or on a reserved example domain, and block the launch`,
          ...exampleLines(examples),
          '',
        ]
      : []),
    sellingLine(env, problems, report, where.sources),
    '',
    ...report.markets.flatMap(({ language, selling, facts }) => [
      `${language} (${languageInfo(language).market.country}): ${selling ? 'selling' : 'waitlist only'}`,
      measurementLine(measured),
      ...shown(facts),
      '',
    ]),
    'Site-wide',
    ...(shown(report.site).length > 0 || forwarding.length > 0
      ? [...shown(report.site), ...forwarding]
      : ['    nothing to set']),
    '',
    'People',
    ...people.lines,
    '',
    verdict,
  ].join('\n');
  return { text, ready, problems, verdict };
}

/** The tests' own build, said first: its stand-in domains are not an operator's. */
function standInLines(env: EnvSource, problems: readonly ConfigProblem[], sources: ConfigInput['sources']): string[] {
  const standIns = envText(env, 'VITE_TEST_STAND_INS');
  if (standIns === undefined || problems.some(({ variable }) => variable === 'VITE_TEST_STAND_INS')) return [];
  return [
    `This is the tests’ own configuration: ${standIns} stands in for an operator’s domains (VITE_TEST_STAND_INS, ${describeSource(sources?.get('VITE_TEST_STAND_INS'))}). Never publish its build.`,
    '',
  ];
}

function countBlocking(report: LaunchReport): number {
  return [...report.site, ...report.markets.flatMap(({ facts }) => facts)].filter((entry) => entry.blocks).length;
}
