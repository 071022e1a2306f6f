/**
 * `npm run launch-check`: whether the operator's values are ready for a launch, market by market.
 * Each market says "selling" or "waitlist only", then every fact still missing or on its sample
 * value, by name and variable; the people the site names come last. Not ready when a selling market
 * lacks a fact its law requires, a visitor would see a sample value, or a person is named without
 * their consent or a sample label.
 */
import { languageInfo } from '../../src/config/languages.ts';
import type { EnvSource } from './env-source.ts';
import { readyToLaunch, type LaunchFact, type LaunchReport } from './launch-facts.ts';
import { resolveOperatorValues } from './operator-values.ts';
import { readPeople, supportersFile } from './people.ts';

const marks: Record<LaunchFact['status'], string> = {
  ok: ' ',
  sample: '✗',
  missing: '✗',
  fallback: '!',
  note: '·',
};

function factLine({ what, variables, status, blocks, detail }: LaunchFact): string {
  const mark = status === 'missing' || status === 'sample' ? (blocks ? '✗' : '!') : marks[status];
  const state =
    status === 'sample'
      ? 'still a sample'
      : status === 'missing'
        ? 'missing'
        : status === 'fallback'
          ? 'falls back'
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

/** The report as printed, and whether the launch may go ahead. */
export function launchCheck(env: EnvSource, root: string, today = new Date()): { text: string; ready: boolean } {
  const { report } = resolveOperatorValues(env, today);
  const people = peopleLines(env, root);
  const ready = readyToLaunch(report) && !people.blocks;
  const shown = (facts: readonly LaunchFact[]) => facts.filter((entry) => entry.status !== 'ok').map(factLine);
  const blocking = countBlocking(report) + (people.blocks ? 1 : 0);
  const text = [
    'Launch check: ✗ blocks the launch, ! falls back or is missing but allowed, · for your eyes.',
    '',
    ...report.markets.flatMap(({ language, selling, facts }) => [
      `${language} (${languageInfo(language).market.country}): ${selling ? 'selling' : 'waitlist only'}`,
      ...shown(facts),
      '',
    ]),
    'Site-wide',
    ...(shown(report.site).length > 0 ? shown(report.site) : ['    nothing to set']),
    '',
    'People',
    ...people.lines,
    '',
    ready
      ? 'Ready to launch.'
      : `Not ready to launch: ${blocking} ${blocking === 1 ? 'fact blocks' : 'facts block'} it.`,
  ].join('\n');
  return { text, ready };
}

function countBlocking(report: LaunchReport): number {
  return [...report.site, ...report.markets.flatMap(({ facts }) => facts)].filter((entry) => entry.blocks).length;
}
