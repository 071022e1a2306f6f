/**
 * The operator's configuration checked like code, in one pass: every VITE_* name the site does not
 * know (with the nearest one it does), every value that is not of its kind (value-kinds.ts), and
 * the ties between values (a market's prices set together in one currency, a shown number that
 * dials its number, a Taiwan 統一編號 with its Taiwan company). Each problem names the variable,
 * the file and line it came from (or the environment), what is wrong and a right value. Any
 * problem stops every build; `npm run launch-check` lists them all before the markets' report.
 */
import { languageInfo, languages, type Language } from '../../src/config/languages.ts';
import { describeSource, type ValueSource, type WrittenName } from './env-files.ts';
import { envText, type EnvSource } from './env-source.ts';
import * as kind from './value-kinds.ts';
import { measurementProblems } from './measurement-values.ts';
import { parseWritten } from './read-values.ts';
import {
  defaultValue,
  isPlatformVariable,
  knownVariables,
  languageSuffix,
  nearestVariable,
  priceVariables,
  renamedVariables,
} from './variables.ts';

export type ConfigProblem = {
  /** The variable at fault, as written. */
  variable: string;
  /** `.env.production.local:12`, or `environment`. */
  source: string;
  /** What is wrong, with the value quoted. */
  problem: string;
  /** How to put it right: a right value, or the name that was meant. */
  fix: string;
  /** The variables the markets' report leaves out while this stands (they would mislead it). */
  drop: readonly string[];
};

export type ConfigInput = {
  values: EnvSource;
  sources?: ReadonlyMap<string, ValueSource>;
  /** The names written in the env files (those without the VITE_ prefix too). */
  written?: readonly WrittenName[];
};

/** Every problem of the configuration, file by file and line by line. */
export function checkConfiguration({ values, sources = new Map(), written = [] }: ConfigInput): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const where = (name: string) => describeSource(sources.get(name));
  const add = (variable: string, problem: string, fix: string, drop: readonly string[] = [variable]) =>
    problems.push({ variable, source: where(variable), problem, fix, drop });
  const set = (name: string) => envText(values, name);

  for (const entry of written) {
    if (entry.name === 'NODE_ENV') {
      problems.push({
        variable: 'NODE_ENV',
        source: `${entry.file}:${entry.line}`,
        problem: 'is set in an env file, which would change the build’s mode',
        fix: 'remove it: every build is a production build',
        drop: [],
      });
    } else if (!entry.name.startsWith('VITE_') && knownVariables.has(`VITE_${entry.name.toUpperCase()}`)) {
      problems.push({
        variable: entry.name,
        source: `${entry.file}:${entry.line}`,
        problem: 'is not read: the site reads only names that start with VITE_',
        fix: `did you mean VITE_${entry.name.toUpperCase()}?`,
        drop: [],
      });
    }
  }

  for (const name of Object.keys(values)) {
    if (!name.startsWith('VITE_') || isPlatformVariable(name)) continue;
    const known = knownVariables.get(name);
    const renamed = renamedVariables[name];
    if (renamed) {
      add(name, 'is no longer read: the site tells an email address from a phone number', `use ${renamed}`);
      continue;
    }
    if (!known) {
      const nearest = nearestVariable(name);
      add(
        name,
        'is not a variable the site knows, so its value is not used',
        nearest ? `did you mean ${nearest}?` : 'see .env.example for every variable',
      );
      continue;
    }
    const value = set(name);
    if (value === undefined) continue;
    // Parsed here once, by its declaration; the resolvers read the parsed value (read-values.ts).
    const parsed = parseWritten(values, name, value);
    if ('problem' in parsed)
      add(name, `"${value}" ${parsed.problem.reason}`, `for example ${parsed.problem.example}`, valuesTiedTo(name));
  }

  for (const scope of [null, ...languages.map(({ code }) => code)]) {
    problems.push(...priceProblems(values, scope, where));
    problems.push(...phoneProblems(values, scope, where));
  }
  problems.push(...companyTieProblems(values, where));
  // The tests' stand-in domains come from the tests' own file, or from nowhere: copied into an
  // operator's file, they would let example domains pass as hers.
  const standIns = sources.get('VITE_TEST_STAND_INS');
  if (set('VITE_TEST_STAND_INS') !== undefined && standIns !== undefined && !isTestsFile(standIns))
    add(
      'VITE_TEST_STAND_INS',
      'is for the tests’ own configuration only (tests/e2e/custom-build.env)',
      'remove it: your forms, pages and addresses are on your own domains',
    );
  for (const { variable, problem, fix } of measurementProblems(values)) add(variable, problem, fix);
  for (const form of ['PREORDER', 'WAITLIST'] as const) {
    const email = `VITE_${form}_PREFILL_EMAIL`;
    const phone = `VITE_${form}_PREFILL_PHONE`;
    if (set(email) !== undefined && set(email) === set(phone))
      add(
        phone,
        `names the same field as ${email} ("${set(phone)}"): a phone number would arrive in the form's email field`,
        `the form's phone field, for example phone; or leave it unset where the form takes only an email`,
        [email, phone],
      );
  }
  return problems.sort(
    (a, b) => order(a.source) - order(b.source) || a.source.localeCompare(b.source, 'en', { numeric: true }),
  );
}

/** Whether a value came from one of the tests' own env files (tests/…). */
export function isTestsFile(source: ValueSource | undefined): boolean {
  return source !== undefined && source !== 'environment' && /^tests[\\/]/.test(source.file);
}

/** Problems in the order of the files Vite reads, each file top to bottom; the environment's last. */
function order(source: string): number {
  return source === 'environment' ? 1 : 0;
}

/**
 * The variables that stand or fall with one: a market's prices (a set), a support number's
 * display and dial number (a pair). The markets' report leaves them all out while one is wrong.
 */
function valuesTiedTo(name: string): string[] {
  const price = priceVariables.find((base) => name === base || name.startsWith(`${base}_`));
  if (price) {
    const suffix = name.slice(price.length);
    return priceVariables.map((base) => `${base}${suffix}`);
  }
  const phone = /^VITE_SUPPORT_PHONE_(DISPLAY|DIAL)(.*)$/.exec(name);
  if (phone) return [`VITE_SUPPORT_PHONE_DISPLAY${phone[2]}`, `VITE_SUPPORT_PHONE_DIAL${phone[2]}`];
  return [name];
}

function parsesAs<T>(value: string | undefined, parse: (value: string) => T): T | undefined {
  if (value === undefined) return undefined;
  try {
    return parse(value);
  } catch {
    return undefined;
  }
}

/** A market's own prices come as a set of six, in one currency; the values for every market in one currency too. */
function priceProblems(values: EnvSource, language: Language | null, where: (name: string) => string): ConfigProblem[] {
  const suffix = language === null ? '' : languageSuffix(language);
  const names = priceVariables.map((base) => `${base}${suffix}`);
  const setNames = names.filter((name) => envText(values, name) !== undefined);
  if (setNames.length === 0) return [];
  const first = setNames[0] ?? '';
  if (language !== null && setNames.length < names.length) {
    const missing = names.filter((name) => !setNames.includes(name));
    return [
      {
        variable: first,
        source: where(first),
        problem: `is set without ${missing.join(', ')}: a market’s own prices are set together`,
        fix: `set all six ${`VITE_PRICE_*${suffix}`} in ${languageInfo(language).market.currency}, or none`,
        drop: setNames,
      },
    ];
  }
  const currencies = new Set(
    setNames.map((name) => parsesAs(envText(values, name), kind.money)?.currency).filter((code) => code !== undefined),
  );
  // Unset, a price for every market is in US dollars.
  if (language === null && setNames.length < names.length) currencies.add('USD');
  if (currencies.size <= 1) return [];
  return [
    {
      variable: first,
      source: where(first),
      problem: `and the other ${language === null ? 'prices for every market' : `${language} prices`} mix currencies (${[...currencies].join(', ')})`,
      fix: `write every ${`VITE_PRICE_*${suffix}`} in one currency`,
      drop: setNames,
    },
  ];
}

/** A shown support number needs the number it dials, and must be that number. */
function phoneProblems(values: EnvSource, language: Language | null, where: (name: string) => string): ConfigProblem[] {
  const suffix = language === null ? '' : languageSuffix(language);
  const displayName = `VITE_SUPPORT_PHONE_DISPLAY${suffix}`;
  const dialName = `VITE_SUPPORT_PHONE_DIAL${suffix}`;
  const display = envText(values, displayName);
  if (display === undefined) return [];
  const dialValue =
    envText(values, dialName) ?? (language === null ? defaultValue('VITE_SUPPORT_PHONE_DIAL') : undefined);
  if (dialValue === undefined) {
    return [
      {
        variable: displayName,
        source: where(displayName),
        problem: `is set without ${dialName}`,
        fix: `set the number it dials too, such as ${dialName}=+81120123456`,
        drop: [displayName],
      },
    ];
  }
  const dial = parsesAs(dialValue, kind.dialNumber(language));
  if (!dial || parsesAs(display, kind.displayCharacters) === undefined) return [];
  try {
    kind.displayOf(dial)(display);
    return [];
  } catch (error) {
    if (!(error instanceof kind.ValueProblem)) throw error;
    return [
      {
        variable: displayName,
        source: where(displayName),
        problem: `"${display}" ${error.reason}`,
        fix: `for example ${error.example}`,
        drop: [displayName],
      },
    ];
  }
}

/** Where a market's law ties a registration number to a company registered there, the company's own details. */
const companyTies: readonly {
  number: string;
  language: Language;
  needs: readonly string[];
  place: RegExp;
  country: string;
}[] = [
  {
    number: 'VITE_SELLER_COMPANY_NUMBER_ZH_TW',
    language: 'zh-TW',
    needs: ['VITE_SELLER_NAME_ZH_TW', 'VITE_SELLER_REPRESENTATIVE_ZH_TW', 'VITE_SELLER_ADDRESS_ZH_TW'],
    place: /臺灣|台灣|Taiwan|[臺台新桃高基嘉苗彰南雲屏宜花澎金連][^\s]{0,2}[市縣]/,
    country: 'Taiwan',
  },
  {
    number: 'VITE_SELLER_CORPORATE_NUMBER_JA',
    language: 'ja',
    needs: ['VITE_SELLER_NAME_JA', 'VITE_SELLER_REPRESENTATIVE_JA', 'VITE_SELLER_ADDRESS_JA'],
    place: /日本|Japan|[都道府県]/,
    country: 'Japan',
  },
];

function companyTieProblems(values: EnvSource, where: (name: string) => string): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const tie of companyTies) {
    if (envText(values, tie.number) === undefined) continue;
    const missing = tie.needs.filter((name) => envText(values, name) === undefined);
    if (missing.length > 0) {
      problems.push({
        variable: tie.number,
        source: where(tie.number),
        problem: `belongs to a company registered in ${tie.country}, whose ${new Intl.ListFormat('en').format(missing.map((name) => name.replace(/^VITE_SELLER_|_[A-Z_]+$/g, '').toLowerCase()))} ${missing.length > 1 ? 'are' : 'is'} not set`,
        fix: `set ${new Intl.ListFormat('en').format(missing)} to that company's own`,
        drop: [],
      });
      continue;
    }
    const address = tie.needs.find((name) => name.startsWith('VITE_SELLER_ADDRESS'));
    const addressValue = address ? envText(values, address) : undefined;
    if (address && addressValue !== undefined && !tie.place.test(addressValue)) {
      problems.push({
        variable: address,
        source: where(address),
        problem: `"${addressValue}" is not an address in ${tie.country}, where ${tie.number} is registered`,
        fix: `write the registered company's address in ${tie.country}`,
        drop: [],
      });
    }
  }
  return problems;
}

/** `✗ NAME (where): what is wrong; how to put it right`, one line each. */
export function problemLines(problems: readonly ConfigProblem[]): string[] {
  return problems.map(({ variable, source, problem, fix }) => `  ✗ ${variable} (${source}): ${problem}; ${fix}`);
}

/** The values without those the problems make misleading, for the markets' report. */
export function withoutFaults(values: EnvSource, problems: readonly ConfigProblem[]): EnvSource {
  const dropped = new Set(problems.flatMap(({ drop }) => drop));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !dropped.has(name)));
}
