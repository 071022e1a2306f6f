/**
 * A language segment written in any other case (`/zh-TW`, `/EN/faq`, `/Ja`) leads to its page:
 * a permanent redirect to the canonical, lower-case address, with the rest of the path. The market
 * code is written `zh-TW` everywhere in the configuration, so an operator or a visitor may well
 * type it so. `npm run deploy-config` renders these rules for every host (public/_redirects for
 * Netlify, Cloudflare Pages and the local server, vercel.json, deploy/nginx.conf).
 */
import { languages } from '@/config/languages';

/** Every spelling of a segment in other cases: `ZH-TW`, `Zh-tw`… (not the segment itself). */
export function otherCases(segment: string): string[] {
  let spellings = [''];
  for (const character of segment) {
    const cases =
      character.toLowerCase() === character.toUpperCase()
        ? [character]
        : [character.toLowerCase(), character.toUpperCase()];
    spellings = spellings.flatMap((start) => cases.map((next) => `${start}${next}`));
  }
  return spellings.filter((spelling) => spelling !== segment);
}

export type LanguageRedirect = { segment: string; variants: string[] };

export const languageRedirects: readonly LanguageRedirect[] = languages.map(({ segment }) => ({
  segment,
  variants: otherCases(segment),
}));

/** The rules in the `_redirects` format: the segment alone, and with the rest of the path. */
export function redirectsFileLines(): string[] {
  return languageRedirects.flatMap(({ segment, variants }) =>
    variants.flatMap((variant) => [`/${variant} /${segment} 301`, `/${variant}/* /${segment}/:splat 301`]),
  );
}

/** `[zZ][hH]-[tT][wW]`: the segment in any case, as a pattern. */
export function anyCase(segment: string): string {
  return [...segment]
    .map((character) =>
      character.toLowerCase() === character.toUpperCase()
        ? character.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')
        : `[${character.toLowerCase()}${character.toUpperCase()}]`,
    )
    .join('');
}

/**
 * The segment in any case but its own: the pattern the Vercel and nginx rules match (what follows
 * it is a slash or the end, so looking ahead for the segment itself is enough).
 */
export function otherCasePattern(segment: string): string {
  return `(?!${segment})${anyCase(segment)}`;
}
