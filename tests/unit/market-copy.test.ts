import { describe, expect, it } from 'vitest';
import { marketValues, site } from '@/config/site';
import type { MarketValues } from '@/config/site-config';
import { baseParams } from '@/i18n/base-params';
import { faqAnswer, supportHoursSentence } from '@/i18n/market-copy';
import { warrantySentence } from '@/i18n/offer-terms';
import { createTranslator } from '@/i18n/translate';
import en from '@/i18n/locales/en.arb';

const t = createTranslator(en, en, baseParams(site, marketValues('en'), 'en', en));
const market = (changes: Partial<MarketValues['promises']>, selling = true): MarketValues => ({
  ...marketValues('en'),
  selling,
  promises: { ...marketValues('en').promises, ...changes },
});

describe('copy that follows what a market offers', () => {
  it('states the support hours only as the operator set them, in the market’s time', () => {
    expect(supportHoursSentence({ days: 'always' }, 'en', t)).toBe(en.promises.hours.always);
    expect(supportHoursSentence({ days: 'weekdays', from: '09:00', to: '18:00' }, 'en', t)).toBe(
      'Real people answer the phone Monday through Friday, from 9:00 AM to 6:00 PM (Eastern Time).',
    );
    expect(supportHoursSentence(null, 'en', t)).toBe(en.promises.hours.unstated);
  });

  it('promises a replacement time only where one is set', () => {
    expect(warrantySentence(market({ replacementHours: 48 }), 'en', t)).toBe(
      'Every device has a 2-year limited hardware warranty. If it stops working, a replacement ships within 48 hours at no charge.',
    );
    expect(warrantySentence(market({ replacementHours: null }), 'en', t)).not.toMatch(/hours/);
  });

  it('answers the FAQ as the market’s offer makes it true', () => {
    expect(faqAnswer('q11', market({ homeSetup: false }), 'en', t)).toBe(t('faq.items.q11.answerRemote'));
    expect(faqAnswer('q11', market({ homeSetup: true }), 'en', t)).toBe(t('faq.items.q11.answer'));
    expect(faqAnswer('q12', market({}, false), 'en', t)).toContain('not on sale in the United States yet');
    expect(faqAnswer('q1', market({}), 'en', t)).toBe(t('faq.items.q1.answer'));
  });
});
