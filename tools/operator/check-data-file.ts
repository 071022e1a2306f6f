/**
 * `npm run check-data -- <file>`: checks a data file before the operator uploads it, with the
 * schema the site reads it with, and names every problem at once. The published supporters
 * (`data/supporters.json`, replaced on the host at any time: a broken one leaves the list the site
 * was built with), the testimonials and the privacy policy's processors (read at build time).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { z } from 'zod';
import { supportersSchema, testimonialsSchema } from '../../shared/people.ts';
import { processorsSchema } from '../../shared/processors.ts';
import { pilotBackerLimit } from '../../src/content/crowd-support.ts';

export const dataKinds = {
  supporters: {
    schema: supportersSchema,
    where: 'data/supporters.json on the host (read by the pages after they load)',
  },
  testimonials: { schema: testimonialsSchema, where: 'the file VITE_TESTIMONIALS_FILE names (read at build time)' },
  processors: { schema: processorsSchema, where: 'the file VITE_PRIVACY_PROCESSORS_FILE names (read at build time)' },
} as const;

export type DataKind = keyof typeof dataKinds;

/** The kind a file's name says (`supporters.json`, `my-testimonials.json`), if it says one. */
export function kindOfFile(path: string): DataKind | undefined {
  const name = basename(path).toLowerCase();
  return (Object.keys(dataKinds) as DataKind[]).find((kind) => name.includes(kind));
}

/** What the check says of a file, and whether it may be uploaded. */
export function checkDataFile(
  path: string,
  kind: DataKind | undefined = kindOfFile(path),
): { ok: boolean; text: string } {
  if (!kind)
    return {
      ok: false,
      text: `${path}: which data is it? Name it with --kind ${Object.keys(dataKinds).join(', ')} (or keep the kind in its file name).`,
    };
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch {
    return { ok: false, text: `${path}: cannot be read.` };
  }
  let data: unknown;
  try {
    data = JSON.parse(raw.replace(/^\ufeff/, ''));
  } catch (error) {
    return { ok: false, text: `${path}: is not JSON (${(error as Error).message}).` };
  }
  const result = dataKinds[kind].schema.safeParse(data);
  if (!result.success)
    return {
      ok: false,
      text: [`${path}, as ${kind}: not valid; the site would not use it.`, z.prettifyError(result.error)].join('\n'),
    };
  const summary =
    kind === 'supporters'
      ? (() => {
          const { pilotBackers, supporters } = result.data as z.infer<typeof supportersSchema>;
          const samples = supporters.filter((person) => 'sample' in person && person.sample).length;
          const full =
            pilotBackers >= pilotBackerLimit ? ': the Pilot tier shows as full, its button the waitlist' : '';
          return `${supporters.length} supporters named (${samples} marked as samples), ${pilotBackers} of ${pilotBackerLimit} Pilot places taken${full}`;
        })()
      : `${(result.data as unknown[]).length} entries`;
  return { ok: true, text: `${path}, as ${kind}: valid, ${summary}. Upload it as ${dataKinds[kind].where}.` };
}
