import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide';
import { marketValues } from '@/config/site';
import { supportHoursSentence } from '@/i18n/market-copy';
import { useTranslation } from '@/i18n/use-translation';
import { cardPadding } from '@/components/ui/page-section';
import { CheckItem } from '@/components/section-parts/check-item';
import { CancelWays, useOfferTerms } from './payment-terms';
import { AllTermsLink } from './offer-summary';

/**
 * The plain terms a family asks about before buying, beside the plan card: the offer's own
 * sentences (i18n/offer-terms.ts) on cancelling, the warranty and the guarantee, with what the
 * service includes; the rest of the offer (the charge, the month, the refund before shipping) is on
 * the card beside it and, whole, in the terms, which the box links to.
 */
export function PricingTerms() {
  const { t, language } = useTranslation();
  const market = marketValues(language);
  const offer = useOfferTerms();
  // Each term as the market's offer makes it true: setup at home or by call, the support hours, the replacement time.
  const items: { id: string; text: string; more?: ReactNode }[] = [
    { id: 'notice', text: offer.cancelService, more: <CancelWays className="mt-3" /> },
    { id: 'noFee', text: t('offer.noFee') },
    { id: 'warranty', text: offer.warranty },
    {
      id: 'setup',
      text: market.promises.homeSetup ? t('pricing.terms.items.setup') : t('pricing.terms.items.setupRemote'),
    },
    { id: 'support', text: supportHoursSentence(market.promises.supportHours, language, t) },
    { id: 'included', text: t('pricing.terms.items.included') },
    { id: 'guarantee', text: offer.guarantee },
  ];
  // The right of withdrawal its law gives the market's buyers (14 days in Italy, 7 in Korea and Taiwan).
  if (offer.withdrawal) items.push({ id: 'withdrawal', text: offer.withdrawal });
  return (
    <section aria-labelledby="terms-title" className={`rounded-xl bg-sand/70 ${cardPadding} sm:p-8`}>
      <h2 id="terms-title" className="font-serif text-2xl font-bold text-ink">
        {t('pricing.terms.title')}
      </h2>
      <p className="mt-2 text-ink-soft">{t('pricing.terms.intro')}</p>
      <ul className="mt-6 space-y-4">
        {items.map(({ id, text, more }) => (
          <CheckItem key={id} data-term={id} icon={CircleCheck}>
            {text}
            {more}
          </CheckItem>
        ))}
      </ul>
      <p className="mt-6">
        <AllTermsLink />
      </p>
    </section>
  );
}
