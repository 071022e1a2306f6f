/**
 * Pseudo-locale check: English is replaced by a dictionary whose every string is wrapped in
 * ⟦…⟧, every route is rendered as the prerender step renders it, and any visible text or
 * accessible attribute outside the markers is copy that bypassed the dictionaries.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadPage } from '@/app/pages';
import { Root } from '@/app/root';
import { prerenderTargets } from '@tools/prerender/prerender-targets';
import { marketValues, site } from '@/config/site';
import { languages } from '@/config/languages';
import { loadWholeDictionary } from '@/i18n/load-dictionary';

// Each `*`-separated part is wrapped on its own, so headline emphasis stays marked too.
const { pseudoModule } = vi.hoisted(() => {
  const pseudo = (node: unknown): unknown =>
    typeof node === 'string'
      ? node
          .split('*')
          .map((part) => (part ? `⟦${part}⟧` : part))
          .join('*')
      : Object.fromEntries(Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, pseudo(value)]));
  return {
    // The core module also carries its parts' loaders (`parts`), which stay as they are.
    pseudoModule: async (importOriginal: () => Promise<{ default: Record<string, unknown> }>) => {
      const original = await importOriginal();
      return { ...original, default: pseudo(original.default) };
    },
  };
});

// The English core and every part of it (i18n/dictionary-parts.ts), as the app loads them.
// vi.mock is hoisted and takes literal paths: one line per part. A part missing here shows as
// strings that are not pseudo-translated on the pages that load it.
vi.mock('@/i18n/locales/en.arb?part=core', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=legalPages', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=privacy', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=terms', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=accessibility', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=crowdIntro', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=crowd', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=api', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=seller', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=faq', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=emergency', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=testimonials', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=trust', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=home', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=pricing', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=offer', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=promises', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=pricingDetails', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=waitlist', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=support', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=footer', pseudoModule);
vi.mock('@/i18n/locales/en.arb?part=identity', pseudoModule);

/** Values that are configuration, not copy: they read the same in every language. */
const configValues = new Set<string>([
  site.brand,
  marketValues('en').supportPhone.display,
  marketValues('en').privacyEmail,
  marketValues('en').accessibilityEmail,
  // The seller's details on the seller page.
  ...(['name', 'representative', 'address', 'phone', 'email'] as const).map((item) => marketValues('en').seller[item]),
  ...languages.map((language) => language.nativeName),
]);

/** What is left once marked copy is removed, innermost first (copy may interpolate copy). */
function outsideMarkers(text: string): string {
  let rest = text;
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
  }
  return rest.trim();
}

/** Digits, currency signs and punctuation (formatted prices such as US$25, step numbers) are not copy. */
const isFigure = (text: string) => /^[\p{N}\p{P}\p{S}\s]*$/u.test(text.replace(/US\$/g, '$'));

function bypassingCopy(html: string): string[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const read = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // A value shown in parts with line-break chances between them (an email address) is read whole.
    const whole = node.parentElement?.querySelector(':scope > wbr') ? node.parentElement : null;
    if (whole && read.has(whole)) continue;
    if (whole) read.add(whole);
    const rest = outsideMarkers((whole ?? node).textContent ?? '');
    if (rest && !configValues.has(rest) && !isFigure(rest)) found.push(`text: ${rest}`);
  }
  for (const element of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
    for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const rest = outsideMarkers(value);
      if (rest && !configValues.has(rest) && !isFigure(rest)) found.push(`${name}: ${rest}`);
    }
  }
  return found;
}

describe('every string comes from the dictionaries', () => {
  const targets = prerenderTargets().filter((target) => target.language === 'en' && !target.unprefixed);
  it.each(targets.map((target) => [target.path, target] as const))('%s', async (_path, target) => {
    await Promise.all([loadPage(target.page), loadWholeDictionary('en')]);
    const html = renderToString(<Root ssrPath={target.path} />);
    expect(html).toContain('⟦');
    expect(bypassingCopy(html)).toEqual([]);
  });
});
