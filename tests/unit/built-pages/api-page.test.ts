// @vitest-environment node
/**
 * The API page answers a care agency and hands the form what the visitor chose: who the program is
 * for (and that it is no way into a senior's information), the documentation where the operator
 * links it (VITE_API_DOCS_URL), and every Apply with the page's language and, from a tier's card,
 * that tier.
 */
import { describe, expect, it } from 'vitest';
import { languages } from '@/config/languages';
import { programTiers } from '@/content/api-program';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { pathFor } from '@/routing/routes';
import { notSetLink } from '@shared/build-contract';
import { built } from './builds';

describe.each(['default', 'custom'] as const)('the %s build', (name) => {
  const build = built(name);
  it.each(languages.map(({ code }) => code))('%s: who it is for, the documentation, each Apply', (language) => {
    const page = build.page(pathFor('api', language));
    const { apiApply } = build.site.markets[language].links;
    expect(withoutPhraseBreaks(page.querySelector('[data-testid="api-for-agencies"]')?.textContent ?? '')).toBe(
      withoutPhraseBreaks(build.text(language, (d) => d.api.forAgencies)),
    );

    const docs = page.querySelector(`main a[href="${build.site.apiDocs ?? 'none'}"]`);
    expect(Boolean(docs)).toBe(name === 'custom');
    if (docs)
      expect(withoutPhraseBreaks(docs.textContent ?? '')).toContain(
        withoutPhraseBreaks(build.text(language, (d) => d.api.docsLink)),
      );

    if (apiApply === notSetLink) {
      // A preview without the application form: each Apply leads to the notice that says so, marked.
      const toNotice = [...page.querySelectorAll<HTMLAnchorElement>(`main a[href="${notSetLink}"]`)];
      expect(toNotice).toHaveLength(2 + programTiers.length);
      for (const link of toNotice) {
        expect(link.hasAttribute('target')).toBe(false);
        expect(link.hasAttribute('data-sample')).toBe(true);
      }
      expect(page.getElementById(notSetLink.slice(1))).not.toBeNull();
      return;
    }
    const applies = [...page.querySelectorAll<HTMLAnchorElement>('main a[target="_blank"]')]
      .map((link) => new URL(link.getAttribute('href') ?? ''))
      .filter((url) => `${url.origin}${url.pathname}` === `${new URL(apiApply).origin}${new URL(apiApply).pathname}`);
    // The intro's and the closing Apply, then one per tier.
    expect(applies).toHaveLength(2 + programTiers.length);
    for (const url of applies) expect(url.searchParams.get('lang')).toBe(language);
    expect(
      applies
        .map((url) => url.searchParams.get('tier'))
        .filter(Boolean)
        .sort(),
    ).toEqual(programTiers.map(({ id }) => id).sort());
  });
});
