/**
 * The companies that process personal information for the company, and where (the privacy policy
 * names each, with what it does, which data, for how long and, abroad, under which safeguard), as
 * the operator lists them (VITE_PRIVACY_PROCESSORS_FILE). Korea's 개인정보 보호법 (§26, §28-8), Japan's
 * 個人情報保護法 (§28) and the GDPR (art. 13(1)(e)-(f)) ask for them by name.
 */
import { z } from 'zod';
import { regimeCountries, safeguardsByRegime, type TransferRegime } from './transfer-safeguards.ts';

// No compiled parsers: the site's Content Security Policy forbids `new Function` (see schema.ts).
z.config({ jitless: true });

/** Text in every language of the site: each market's privacy policy names the processor in its own. */
const everyLanguage = z
  .object({
    en: z.string().trim().min(1),
    ja: z.string().trim().min(1),
    ko: z.string().trim().min(1),
    'zh-TW': z.string().trim().min(1),
    it: z.string().trim().min(1),
  })
  .strict();

const safeguards = z
  .object({
    eu: z.enum(safeguardsByRegime.eu),
    jp: z.enum(safeguardsByRegime.jp),
    kr: z.enum(safeguardsByRegime.kr),
    tw: z.enum(safeguardsByRegime.tw),
  })
  .partial()
  .strict();

export const processorSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    /** ISO 3166-1 alpha-2: where the processor keeps and processes the information. */
    country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code, such as US'),
    purpose: everyLanguage,
    data: everyLanguage,
    retention: everyLanguage,
    /** Under what information may go to the processor's country, per regime whose readers it is abroad for. */
    safeguards,
    /** How the recipient can be reached (an email address or a phone number): Korea's law names it. */
    contact: z.string().trim().min(3).max(200).optional(),
  })
  .strict()
  .superRefine((processor, context) => {
    for (const regime of Object.keys(safeguardsByRegime) as TransferRegime[]) {
      const abroad = !regimeCountries[regime].includes(processor.country);
      if (abroad && processor.safeguards[regime] === undefined)
        context.addIssue({
          code: 'custom',
          path: ['safeguards', regime],
          message: `the safeguard under which ${regime.toUpperCase()} readers' information goes to ${processor.country}: one of ${safeguardsByRegime[regime].join(', ')}`,
        });
    }
  });


export const processorsSchema = z.array(processorSchema).min(1).max(50);

export type Processor = z.infer<typeof processorSchema>;

/** The operator's list, or an error that names the entry and field at fault. */
export function parseProcessors(value: unknown): Processor[] {
  const result = processorsSchema.safeParse(value);
  if (!result.success) throw new Error(`VITE_PRIVACY_PROCESSORS_FILE: ${z.prettifyError(result.error)}`);
  return result.data;
}
