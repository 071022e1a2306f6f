// @vitest-environment node
/**
 * Five markets, read from the prerendered pages of the default build and of one with per-market
 * values (tests/e2e/custom-build.env): no date already past, and a shipping month for search
 * engines only where one is set. The pages' own values in the browser: tests/e2e/every-page/markets.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFileFor } from '@tools/prerender/prerender-targets';
import { pages, pathFor } from '@/routing/routes';
import { legalUpdated } from '@/content/legal';
import { languages } from '@/config/languages';
import { builtFolder } from './builds';

/** The shipping month each build's Product data gives, written out by hand (tests/e2e/custom-build.env sets September 2027). */
const shippingMonth: Record<'default' | 'custom', string | undefined> = { default: undefined, custom: '2027-09-01' };

describe.each(['default', 'custom'] as const)('the %s build', (build) => {
  const html = (path: string) => readFileSync(join(builtFolder(build), htmlFileFor(path)), 'utf8');

  it.each(languages.map(({ code }) => code))(
    '%s: no page shows a year that has passed, apart from the legal pages’ “last updated” date',
    (language) => {
      const thisYear = new Date().getUTCFullYear();
      const updated = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${legalUpdated}T00:00:00Z`),
      );
      for (const { id } of pages) {
        // The prerendered page holds every answer and transcript, open or not.
        const visibleText = html(pathFor(id, language))
          .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
          .replace(/<[^>]+>/g, ' ')
          .replaceAll(updated, ' ');
        // A year a promise could carry (a delivery, an update): this decade's and later. Laws cited by
        // number and year (d.lgs. 196/2003) and service numbers (Taiwan's 1950) are not dates.
        const years = [...visibleText.matchAll(/(?<![\d/])20[2-9]\d(?!\d)/g)].map(Number);
        expect({ page: id, past: years.filter((year) => year < thisYear) }).toEqual({ page: id, past: [] });
      }
    },
  );

  it('the product’s structured data carries the shipping month only when one is set', () => {
    const product = [...html('/en/pricing').matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? '{}') as { '@type': string; offers?: { availabilityStarts?: string } })
      .find((entry) => entry['@type'] === 'Product');
    expect(product?.offers?.availabilityStarts).toBe(shippingMonth[build]);
  });
});
