/**
 * The people the site names, read at build time: the founding supporters published in
 * public/data/supporters.json (the prerendered list; the page reads the file again after it loads,
 * so a copy replaced on the host shows without a rebuild), and the operator's testimonials
 * (VITE_TESTIMONIALS_FILE; unset, the site shows its illustrative stories, labelled as such).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parseSupporters, parseTestimonials, type Supporters, type Testimonial } from '../../shared/people.ts';
import { envText, type EnvSource } from './env-source.ts';
import { resolvedVirtualModule, virtualModules, type VirtualModule } from '../../shared/build-contract.ts';

/** Where the published supporters live, in the repository and on the site. */
export const supportersFile = 'public/data/supporters.json';

function readJson(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`${what} cannot be read: ${path}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${what} is not valid JSON (${path}): ${(error as Error).message}`);
  }
}

export type People = {
  supporters: Supporters;
  /** The operator's real, consenting people; null: the illustrative stories. */
  testimonials: readonly Testimonial[] | null;
};

/** The supporters and testimonials to build with; a person without consent or a sample label stops the build. */
export function readPeople(env: EnvSource, root: string): People {
  const supporters = parseSupporters(readJson(resolve(root, supportersFile), 'The supporters file'));
  const testimonialsPath = envText(env, 'VITE_TESTIMONIALS_FILE');
  const testimonials = testimonialsPath
    ? parseTestimonials(readJson(resolve(root, testimonialsPath), 'VITE_TESTIMONIALS_FILE'))
    : null;
  return { supporters, testimonials };
}

/** Each module this plugin serves, with the people it holds. */
const modules = new Map<VirtualModule, keyof People>([
  [virtualModules.supporters, 'supporters'],
  [virtualModules.testimonials, 'testimonials'],
]);

/** Where the build records the people it was made with, for the end-to-end tests' expectations. */
export const peopleFile = '.vite/people.json';

/** Serves the build-time supporters and testimonials as `virtual:supporters` and `virtual:testimonials`. */
export function peoplePlugin(): Plugin {
  let people: People | undefined;
  return {
    name: 'hazel:people',
    configResolved(config) {
      people = readPeople(config.env, config.root);
    },
    resolveId(id) {
      return modules.has(id as VirtualModule) ? resolvedVirtualModule(id as VirtualModule) : undefined;
    },
    load(id) {
      const name = [...modules].find(([module]) => resolvedVirtualModule(module) === id)?.[1];
      if (!name || !people) return undefined;
      return `export default ${JSON.stringify(people[name])};`;
    },
    generateBundle() {
      if (this.environment.name !== 'client' || !people) return;
      this.emitFile({ type: 'asset', fileName: peopleFile, source: `${JSON.stringify(people, null, 2)}\n` });
    },
  };
}
