import type { MarketValues } from '@/config/site-config';
import { languageInfo, type Language } from '@/config/languages';
import { formatMonth, formatNumber, joinSentences } from '@/lib/format';
import type { Translate } from './translate';

/**
 * A market's offer in words: one sentence per fact, from its values (prices, delivery, links) and
 * the business constants, the same wherever a page states it (the plan card, the pre-order card,
 * the crowdfunding tiers with a device, the plain terms, the questions, the terms of service, the
 * seller page, the trust page). A place that leaves a fact out links to the terms, where every
 * fact is stated whole.
 */
export type OfferTerms = {
  /** When the card is charged for a pre-order. */
  charge: string;
  /** The month devices are expected to ship, and what happens if it slips (or that it is not set yet). */
  delivery: string;
  /** Cancelling a pre-order before it ships: everything paid, back within the market's days. */
  cancelBeforeShipping: string;
  /** The monthly service from delivery, renewing until cancelled. */
  service: string;
  /** How to cancel the service, when it ends, and that the notice days are paid. */
  cancelService: string;
  /** The warranty, and the replacement where one is promised. */
  warranty: string;
  /** The money-back guarantee, and that it ends the service. */
  guarantee: string;
  /** The right of withdrawal the market's law gives, or null where it gives none. */
  withdrawal: string | null;
};

/** Where nobody is charged before a shipping month can be named, and none is set yet. */
export function chargedWhenDated(market: MarketValues): boolean {
  return market.delivery.charge === 'whenDated' && market.delivery.expected === null;
}

/**
 * The offer's sentences, each made when a place reads it (so a page that states only some of them
 * needs only their copy: the FAQ and the trust page load the promises, not the purchase's terms).
 */
export function offerTerms(market: MarketValues, language: Language, t: Translate): OfferTerms {
  const { expected } = market.delivery;
  const make: { [Fact in keyof OfferTerms]: () => OfferTerms[Fact] } = {
    charge: () => (chargedWhenDated(market) ? t('offer.charge.whenDated') : t('offer.charge.atOrder')),
    delivery: () =>
      expected ? t('offer.delivery.dated', { date: formatMonth(expected, language) }) : t('offer.delivery.undated'),
    cancelBeforeShipping: () => t('offer.cancelBeforeShipping'),
    service: () => t('offer.service'),
    cancelService: () =>
      market.links.cancel ? t('offer.cancelService.online') : t('offer.cancelService.phoneOrEmail'),
    warranty: () => warrantySentence(market, language, t),
    guarantee: () => t('offer.guarantee'),
    withdrawal: () => (languageInfo(language).market.withdrawalDays === null ? null : t('seller.withdrawal')),
  };
  const terms = {} as OfferTerms;
  for (const fact of Object.keys(make) as (keyof OfferTerms)[])
    Object.defineProperty(terms, fact, { enumerable: true, get: make[fact] });
  return terms;
}

/** The contributions (tiers without a device), with the right of withdrawal where the market's law gives one. */
function contributions(language: Language, t: Translate): string[] {
  return [
    t('offer.contributions'),
    languageInfo(language).market.withdrawalDays === null ? '' : t('offer.contributionsWithdrawal'),
  ];
}

/** The crowdfunding tiers in words: the contributions, and the tiers with a device, which are pre-orders. */
export function contributionTerms(language: Language, t: Translate): string {
  return joinSentences(language, [...contributions(language, t), t('offer.tiersWithDevice')]);
}

/**
 * What comes back, where the guarantee is named for the whole offer (the trust page, the terms'
 * refunds, the seller page, the backers' questions): the guarantee, what it refunds for a tier's
 * device, and the contributions, which are not refunded.
 */
export function refundTerms(offer: OfferTerms, language: Language, t: Translate): string {
  return joinSentences(language, [guaranteeWithTiers(offer, language, t), ...contributions(language, t)]);
}

/** The guarantee where a tier's device is meant too: what it refunds for it. */
export function guaranteeWithTiers(offer: OfferTerms, language: Language, t: Translate): string {
  return joinSentences(language, [offer.guarantee, t('offer.guaranteeTier')]);
}

/** The warranty, and how soon a replacement ships where a time is promised. */
export function warrantySentence(market: MarketValues, language: Language, t: Translate): string {
  const hours = market.promises.replacementHours;
  return joinSentences(language, [
    t('promises.warranty'),
    hours === null
      ? t('promises.replacement.untimed')
      : t('promises.replacement.timed', { hours: formatNumber(hours, language) }),
  ]);
}
