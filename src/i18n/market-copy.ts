import type { MarketValues, SupportHours } from '@/config/site-config';
import type { Language } from '@/config/languages';
import type { FaqId } from '@/content/landing';
import { joinSentences } from '@/lib/format';
import { offerTerms, warrantySentence } from './offer-terms';
import type { Translate } from './translate';

/**
 * Copy that depends on what the company offers in a market (market.promises, market.selling): a
 * page states only what its market's configuration offers. The offer's own facts (prices, the
 * month, cancelling, the guarantee, the warranty) are in offer-terms.ts. The pages and the structured data
 * (FAQPage) read the same sentences from here.
 */

/**
 * `09:00` as the language writes a time of day: 9:00 AM in English, 9:00 elsewhere. Written here,
 * not by Intl: the browser's Intl data differs from Node's (Firefox writes 08:00 in Italian where
 * Node writes 8:00), and a prerendered page must read the same once its scripts run.
 */
function timeOfDay(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const minute = String(minutes).padStart(2, '0');
  if (language !== 'en') return `${hours}:${minute}`;
  const half = hours % 24 < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minute} ${half}`;
}

/** When people answer: day and night, set hours in the market's own time, or nothing promised. */
export function supportHoursSentence(hours: SupportHours | null, language: Language, t: Translate): string {
  if (!hours) return t('promises.hours.unstated');
  if (hours.days === 'always') return t('promises.hours.always');
  const span = {
    from: timeOfDay(hours.from, language),
    to: timeOfDay(hours.to, language),
    zone: t('promises.hours.zone'),
  };
  return hours.days === 'daily' ? t('promises.hours.daily', span) : t('promises.hours.weekdays', span);
}

/**
 * The answer to a FAQ question, as the market's offer makes it true: the cost, cancelling and the
 * warranty in the offer's own words (offer-terms.ts).
 */
export function faqAnswer(id: FaqId, market: MarketValues, language: Language, t: Translate): string {
  switch (id) {
    case 'q9': {
      const offer = offerTerms(market, language, t);
      return joinSentences(language, [t('faq.items.q9.answer'), offer.service, offer.cancelService, offer.guarantee]);
    }
    case 'q10':
      return warrantySentence(market, language, t);
    case 'q11':
      return market.promises.homeSetup ? t('faq.items.q11.answer') : t('faq.items.q11.answerRemote');
    case 'q12':
      return market.selling ? t('faq.items.q12.answer') : t('faq.items.q12.answerWaitlist');
    default:
      return t(`faq.items.${id}.answer`);
  }
}
