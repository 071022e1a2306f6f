// @vitest-environment node
/**
 * What each market's law asks of a seller and of the company responsible for the data, shown where
 * the market sells: its seller details on the seller page (seller-values.ts), its privacy details
 * in the privacy policy's "who is responsible", and every processor by name, country, purpose,
 * data, retention and safeguard, in the page's language. The complete configuration
 * (tests/e2e/custom-build.env) sets them all; the default build says each is not set yet, marked
 * as a sample.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageInfo, languages } from '@/config/languages';
import { pathFor } from '@/routing/routes';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { parseProcessors } from '@shared/processors';
import { safeguardFor } from '@shared/transfer-safeguards';
import {
  privacyDetailsByLanguage,
  productNoticeByLanguage,
  sellerDetailsByLanguage,
} from '@tools/operator/seller-values';
import { built } from './builds';

const processors = parseProcessors(JSON.parse(readFileSync('tests/e2e/custom-processors.json', 'utf8')));
const textOf = (element: Element | null | undefined) => withoutPhraseBreaks(element?.textContent ?? '');
/** The EU's transfer mechanisms, which mean nothing to a reader in Japan, Korea, Taiwan or the US. */
const euMechanisms = { adequacy: true, dpf: true, scc: true } as const;

describe('the complete configuration', () => {
  const build = built('custom');
  it.each(languages.map(({ code }) => code))('%s: the seller and privacy details its law asks for', (language) => {
    const { seller, selling } = build.site.markets[language];
    expect(selling).toBe(true);
    const sellerPage = build.page(pathFor('seller', language));
    for (const { kind } of sellerDetailsByLanguage[language] ?? []) {
      const detail = seller.details.find((entry) => entry.kind === kind);
      expect(detail?.value, kind).toBeTruthy();
      expect(textOf(sellerPage.querySelector(`main [data-item="${kind}"] dd`))).toBe(detail?.value);
    }
    // The seller's phone, where it is the support line, reads as every page writes that line (copy
    // review turn 6, en N7); each market's own number where its law asks (Italy: it E4).
    const phoneRow = textOf(sellerPage.querySelector('main [data-item="phone"] dd'));
    const sellerPhone = {
      en: '1-888-ARIA-NOW',
      ja: '03-4567-8901',
      ko: '02-555-0199',
      'zh-TW': '02-2345-6789',
      it: '02 1234 5678',
    };
    expect(phoneRow).toContain(sellerPhone[language]);
    // How a complaint is made and where it goes next (zh-TW E2: 消費申訴, ko E4, it N16), and where
    // the withdrawal's procedure is (it N15; zh-TW A10: the device is collected within 15 days).
    expect(textOf(sellerPage.querySelector('main [data-item="complaints"] dd'))).toBe(
      withoutPhraseBreaks(build.text(language, (d) => d.seller.complaints)),
    );
    // The conditions of sale: the service with the device, the signal, the Pilot limit (ja E3 (d)).
    expect(textOf(sellerPage.querySelector('main [data-item="conditions"] dd'))).toBe(
      withoutPhraseBreaks(build.text(language, (d) => d.seller.conditions)),
    );
    const complaintWords = { en: 'consumer protection', ja: '188', ko: '1372', 'zh-TW': '1950', it: 'reclamo' };
    expect(textOf(sellerPage.querySelector('main [data-item="complaints"] dd'))).toContain(complaintWords[language]);
    if (language === 'zh-TW')
      expect(textOf(sellerPage.querySelector('main [data-item="returns"] dd'))).toContain(
        '15 天內到您收貨的地點取回裝置',
      );
    if (language === 'it')
      expect(textOf(sellerPage.querySelector('main [data-item="returns"] dd'))).toContain('modulo di recesso');
    // The company holds the rights, not the brand (en N11).
    expect(textOf([...build.page(pathFor('home', language)).querySelectorAll('footer p')].at(-1))).toContain(
      seller.name,
    );
    // The support page's phone card says real people answer emails: the address is on it (ko N12, it A8).
    expect(
      build.page(pathFor('support', language)).querySelector(`main li a[href="mailto:${seller.email}"]`),
    ).not.toBeNull();
    // Korea's registration numbers belong to the company registered in Seoul, at its address (ko E1).
    if (language === 'ko') {
      expect(textOf(sellerPage.querySelector('main [data-item="name"] dd'))).toBe('아리아코리아 주식회사');
      expect(textOf(sellerPage.querySelector('main [data-item="address"] dd'))).toContain('서울특별시 강남구');
    }
    const privacy = build.page(pathFor('privacy', language));
    const controller = textOf(privacy.querySelector('[data-testid="controller"]'));
    // The company, named as the privacy law names it («Titolare del trattamento»), then its name.
    expect(textOf(privacy.querySelector('[data-testid="controller"] dt'))).toContain(
      withoutPhraseBreaks(build.text(language, (d) => d.legal.privacy.details.controller)),
    );
    expect(controller).toContain(seller.name);
    for (const { kind } of privacyDetailsByLanguage[language] ?? []) {
      const detail = seller.privacy.find((entry) => entry.kind === kind);
      expect(detail?.value, kind).toBeTruthy();
      expect(controller).toContain(withoutPhraseBreaks(build.text(language, (d) => d.legal.privacy.details[kind])));
      expect(controller).toContain(detail?.value);
    }

    const listed = privacy.querySelectorAll('#sharing [data-testid="processors"] > li');
    expect(listed).toHaveLength(processors.length);
    const country = new Intl.DisplayNames([language], { type: 'region' });
    const regime = languageInfo(language).market.privacyRegime;
    processors.forEach((processor, index) => {
      const entry = textOf(listed[index]);
      const safeguard = safeguardFor(processor, regime);
      for (const part of [
        processor.name,
        country.of(processor.country) ?? '',
        processor.purpose[language],
        processor.data[language],
        processor.retention[language],
        ...(safeguard
          ? [withoutPhraseBreaks(build.text(language, (d) => d.legal.privacy.processors.safeguards[safeguard]))]
          : []),
        // Korea's law names each recipient with how to reach it.
        ...(regime === 'kr' ? [processor.contact ?? 'a contact'] : []),
      ])
        expect(entry).toContain(part);
    });
    expect(privacy.querySelector('#sharing [data-sample]')).toBeNull();
  });

  it.each(languages.map(({ code }) => code))(
    '%s: information sent abroad under the reader’s own law, never another’s',
    (language) => {
      const regime = languageInfo(language).market.privacyRegime;
      const sharing = textOf(build.page(pathFor('privacy', language)).querySelector('main #sharing'));
      const named = (kind: keyof typeof euMechanisms) =>
        withoutPhraseBreaks(build.text(language, (d) => d.legal.privacy.processors.safeguards[kind]));
      // The EU's mechanisms only on the Italian policy; the US policy has no safeguard row at all.
      for (const kind of Object.keys(euMechanisms) as (keyof typeof euMechanisms)[])
        if (regime !== 'eu') expect(sharing, kind).not.toContain(named(kind));
      const rows = build.page(pathFor('privacy', language)).querySelectorAll('#sharing [data-field="safeguard"]');
      expect(rows.length > 0).toBe(regime !== 'us');
    },
  );

  it.each(languages.map(({ code }) => code))(
    '%s: how to withdraw and where to send it, where its law gives the right; the EU model form in Italy',
    (language) => {
      const { withdrawalDays, withdrawalModelForm } = languageInfo(language).market;
      const { seller } = build.site.markets[language];
      const section = build.page(pathFor('terms', language)).querySelector('main #withdrawal');
      if (withdrawalDays === null) {
        expect(section).toBeNull();
        return;
      }
      const address = textOf(section?.querySelector('[data-testid="withdrawal-address"]'));
      for (const value of [seller.name, seller.address, seller.email]) expect(address).toContain(value);
      const pec = seller.details.find(({ kind }) => kind === 'pec')?.value;
      if (pec) expect(address).toContain(pec);
      const form = section?.querySelector('[data-testid="withdrawal-form"]');
      expect(Boolean(form)).toBe(withdrawalModelForm);
      if (form) {
        const text = textOf(form);
        expect(text).toContain(withoutPhraseBreaks(build.text(language, (d) => d.legal.terms.withdrawalForm.notice)));
        expect(text).toContain(`${seller.name}, ${seller.address}, ${seller.email}`);
      }
      expect(section?.querySelector('[data-sample]')).toBeNull();
    },
  );

  it.each(languages.map(({ code }) => code))(
    '%s: the product notice its law asks for, beside the price',
    (language) => {
      const { seller } = build.site.markets[language];
      const notice = build.page(pathFor('pricing', language)).querySelector('main [data-testid="product-notice"]');
      const specs = productNoticeByLanguage[language] ?? [];
      if (specs.length === 0) {
        expect(notice).toBeNull();
        return;
      }
      const text = textOf(notice);
      for (const { kind } of specs) {
        const value = seller.productNotice.find((entry) => entry.kind === kind)?.value;
        expect(value, kind).toBeTruthy();
        expect(text).toContain(withoutPhraseBreaks(build.text(language, (d) => d.pricing.productNotice.items[kind])));
        expect(text).toContain(value);
      }
      // The quality standard is the warranty, and the after-sales contact the company and its support line.
      expect(text).toContain(
        withoutPhraseBreaks(build.text(language, (d) => d.pricing.productNotice.items.afterSales)),
      );
      expect(text).toContain(seller.name);
      expect(notice?.querySelector('[data-sample]')).toBeNull();
    },
  );
});

describe('the default build', () => {
  const build = built('default');
  it.each(languages.map(({ code }) => code))(
    '%s: each detail not set is said to be so, marked as a sample',
    (language) => {
      const notSet = withoutPhraseBreaks(build.text(language, (d) => d.seller.items.notSet));
      const sellerPage = build.page(pathFor('seller', language));
      for (const { kind, required } of sellerDetailsByLanguage[language] ?? []) {
        if (!required) continue;
        const value = sellerPage.querySelector(`main [data-item="${kind}"] dd`);
        expect(textOf(value)).toContain(notSet);
        expect(value?.querySelector('[data-sample]')).not.toBeNull();
      }
      const privacy = build.page(pathFor('privacy', language));
      const processorsNote = privacy.querySelector('#sharing [data-testid="processors"]');
      expect(textOf(processorsNote)).toContain(
        withoutPhraseBreaks(build.text(language, (d) => d.legal.privacy.processors.notSet)),
      );
      expect(processorsNote?.querySelector('[data-sample]')).not.toBeNull();
      const notice = build.page(pathFor('pricing', language)).querySelector('main [data-testid="product-notice"]');
      expect(Boolean(notice)).toBe(Boolean(productNoticeByLanguage[language]));
      if (notice) {
        expect(textOf(notice)).toContain(notSet);
        expect(notice.querySelector('[data-sample]')).not.toBeNull();
      }
    },
  );

  it('the accessibility statement gives the date it last changed, not one it takes effect (ko N10)', () => {
    const dateLine = (page: 'accessibility' | 'privacy') =>
      [...build.page(pathFor(page, 'ko')).querySelectorAll('main p')].map(textOf).find((text) => text.includes('일: '));
    expect(dateLine('accessibility')).toContain('최종 수정일');
    expect(dateLine('accessibility')).not.toContain('시행일');
    expect(dateLine('privacy')).toContain('시행일');
  });

  it.each(languages.map(({ code }) => code))(
    '%s: the consumer health data policy has its own link on the home page where its law asks for one',
    (language) => {
      const link = build.page(pathFor('home', language)).querySelector('footer [data-testid="health-data-link"]');
      expect(Boolean(link)).toBe(languageInfo(language).market.healthDataPolicyLink);
      if (!link) return;
      expect(link.getAttribute('href')).toBe(`${pathFor('privacy', language)}#health`);
      const title = build.page(pathFor('privacy', language)).querySelector('main #health h2');
      expect(textOf(link)).toBe(textOf(title));
      // The policy names what it collects, where from, who receives it and how to appeal.
      const body = textOf(build.page(pathFor('privacy', language)).querySelector('main #health :is(p, ul)'));
      for (const part of ['What we collect', 'Where it comes from', 'Who receives it', 'appeal'])
        expect(body).toContain(part);
    },
  );
});

describe('the US-only build', () => {
  const build = built('waitlist');
  it.each(languages.map(({ code }) => code).filter((code) => code !== 'en'))(
    '%s, waitlist only: its privacy policy keeps what its law names (officers, measures, representative)',
    (language) => {
      const { seller, selling } = build.site.markets[language];
      expect(selling).toBe(false);
      // Nothing is sold there from this site: the company is not called the seller (it N21).
      expect(textOf(build.page(pathFor('seller', language)).querySelector('main [data-item="name"] dt'))).toBe(
        withoutPhraseBreaks(build.text(language, (d) => d.seller.items.company)),
      );
      const controller = textOf(build.page(pathFor('privacy', language)).querySelector('[data-testid="controller"]'));
      for (const { kind } of privacyDetailsByLanguage[language] ?? []) {
        const value = seller.privacy.find((entry) => entry.kind === kind)?.value;
        expect(value, kind).toBeTruthy();
        expect(controller, kind).toContain(
          withoutPhraseBreaks(build.text(language, (d) => d.legal.privacy.details[kind])),
        );
        expect(controller, kind).toContain(value);
      }
    },
  );
});

describe('the contact typed on this site, handed to a hosted form (security review L4)', () => {
  it.each(['custom', 'default'] as const)('the %s build says so exactly where its home form does it', (name) => {
    const build = built(name);
    const hands = Object.values(build.site.prefillParams).some(
      ({ email, phone, via }) => via !== null && (email !== '' || phone !== ''),
    );
    // The complete configuration names its forms' fields; the default build's sample forms take nothing.
    expect(hands).toBe(name === 'custom');
    for (const { code } of languages) {
      const forms = textOf(build.page(pathFor('privacy', code)).querySelector('main #forms'));
      const sentence = withoutPhraseBreaks(build.text(code, (d) => d.legal.privacy.forms.prefill));
      expect(forms.includes(sentence), code).toBe(hands);
    }
  });
});
