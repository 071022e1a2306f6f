// @vitest-environment node
/**
 * What only the company can confirm (src/content/product-facts.ts) is marked as a sample where it is
 * said until the operator confirms it: how conversations are handled (trust page, privacy policy),
 * the days within which they are deleted (privacy policy), stopping updates by voice (home), what
 * each API tier includes. The default build confirms nothing; tests/e2e/custom-build.env confirms
 * everything, and its privacy policy states its own days.
 */
import { describe, expect, it } from 'vitest';
import { languages } from '@/config/languages';
import { pathFor } from '@/routing/routes';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { formatNumber } from '@/lib/format';
import { built } from './builds';

const samplesIn = (element: Element | null | undefined) =>
  [...(element?.querySelectorAll('[data-sample]') ?? [])].map((node) => withoutPhraseBreaks(node.textContent ?? ''));

describe.each(['default', 'custom'] as const)('the %s build', (name) => {
  const build = built(name);
  const confirmed = name === 'custom';
  it.each(languages.map(({ code }) => code))('%s: each company fact, marked until confirmed', (language) => {
    const says = (pick: Parameters<typeof build.text>[1], values?: Record<string, string>) =>
      withoutPhraseBreaks(build.text(language, pick, values));
    const marked = (element: Element | null | undefined, text: string) =>
      samplesIn(element).some((sample) => sample.includes(text));

    const trust = build.page(pathFor('trust', language)).querySelector('main');
    const handling = says((d) => d.trust.sections.encryption.detail);
    expect(withoutPhraseBreaks(trust?.textContent ?? '')).toContain(handling);
    expect(marked(trust, handling)).toBe(!confirmed);

    const privacy = build.page(pathFor('privacy', language));
    const device = privacy.querySelector('#device');
    expect(
      marked(
        device,
        says((d) => d.legal.privacy.device.handling),
      ),
    ).toBe(!confirmed);
    const retention = privacy.querySelector('#retention');
    expect(withoutPhraseBreaks(retention?.textContent ?? '')).toContain(
      says((d) => d.legal.privacy.retention.body, { days: formatNumber(30, language) }),
    );
    expect(samplesIn(retention)).toHaveLength(confirmed ? 0 : 1);

    const family = build.page(pathFor('home', language)).querySelector('#family');
    expect(
      marked(
        family,
        says((d) => d.family.permission.byVoice),
      ),
    ).toBe(!confirmed);

    const tiers = build.page(pathFor('api', language)).querySelectorAll('#tiers-title ~ ul li li');
    expect(tiers.length).toBeGreaterThan(0);
    for (const feature of tiers)
      expect(feature.querySelector('[data-sample]') !== null, feature.textContent ?? '').toBe(!confirmed);
  });
});
