/**
 * The people the site names: testimonials (build time, VITE_TESTIMONIALS_FILE) and the founding
 * supporters (published data, /data/supporters.json, which the operator can replace on the host
 * without a rebuild). A person is shown only with a field that says so: a real person who agreed
 * to be named, or a sample the page labels as one. The build, the launch check and the page read
 * the data through these schemas.
 */
import { z } from 'zod';

// No compiled parsers: the site's Content Security Policy forbids `new Function` (see schema.ts).
z.config({ jitless: true });

/** Text in some of the site's languages; a person shows on the pages of the languages given. */
const inLanguages = z
  .object({
    en: z.string().trim().min(1).optional(),
    ja: z.string().trim().min(1).optional(),
    ko: z.string().trim().min(1).optional(),
    'zh-TW': z.string().trim().min(1).optional(),
    it: z.string().trim().min(1).optional(),
  })
  .strict();

/** A real person who agreed to be named (`realPersonConsented: true`), or a labelled sample (`sample: true`). */
const standing = z.union([
  z.object({ realPersonConsented: z.literal(true), sample: z.literal(false).optional() }),
  z.object({ sample: z.literal(true), realPersonConsented: z.literal(false).optional() }),
]);

export const supporterSchema = z.intersection(
  z.object({ name: z.string().trim().min(1).max(80), title: inLanguages.optional() }),
  standing,
);

export const supportersSchema = z
  .object({
    /** Pilot Access places taken so far (the tier has `pilotBackerLimit`). */
    pilotBackers: z.number().int().min(0),
    supporters: z.array(supporterSchema).max(1000),
  })
  .strict();

/**
 * What ties a person quoted to the company, which the page states beside the quote (the FTC's
 * endorsement guides, and every market's rules on advertising): took part in the pilot, used a
 * device given free, was paid for the story, works for the company. An empty list: none.
 */
export const connectionKinds = ['pilot', 'freeDevice', 'paid', 'staff'] as const;

const siteLanguages = ['en', 'ja', 'ko', 'zh-TW', 'it'] as const;

export const testimonialSchema = z.intersection(
  z
    .object({
      name: z.string().trim().min(1).max(80),
      /** Required: every material connection, or [] for none. */
      connection: z.array(z.enum(connectionKinds)).max(connectionKinds.length),
      quote: inLanguages,
      /**
       * The language the person said it in, among the quote's: the others are translations, and the
       * page says so. Required where the quote is in more than one language.
       */
      saidIn: z.enum(siteLanguages).optional(),
      title: inLanguages.optional(),
      /** A photo under the site's own /images/, with its description per language. */
      photo: z
        .string()
        .regex(/^\/images\/[\w./-]+\.(?:jpe?g|png|webp|avif)$/)
        .optional(),
      photoAlt: inLanguages.optional(),
    })
    .refine(({ quote, saidIn }) => (saidIn ? saidIn in quote : Object.keys(quote).length <= 1), {
      path: ['saidIn'],
      error: 'the language the person said it in, one of the quote’s (required where the quote has translations)',
    }),
  z.object({ realPersonConsented: z.literal(true) }),
);

export const testimonialsSchema = z.array(testimonialSchema).max(24);

export type Supporters = z.infer<typeof supportersSchema>;
export type Supporter = z.infer<typeof supporterSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;

/** The published supporters, or a readable reason why the data cannot be shown. */
export function parseSupporters(data: unknown): Supporters {
  const result = supportersSchema.safeParse(data);
  if (!result.success) throw new Error(`supporters.json: ${z.prettifyError(result.error)}`);
  return result.data;
}

export function parseTestimonials(data: unknown): readonly Testimonial[] {
  const result = testimonialsSchema.safeParse(data);
  if (!result.success) throw new Error(`testimonials: ${z.prettifyError(result.error)}`);
  return result.data;
}
