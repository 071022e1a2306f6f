import type { ReactNode } from 'react';
import { marketValues } from '@/config/site';
import { PageIntro } from '@/components/sections/page-intro';
import { PageColumn } from '@/components/ui/page-section';
import { SellerValue } from '@/components/ui/seller-value';
import { sellerIdentityRows } from '@/components/ui/seller-identity';
import { useTranslation } from '@/i18n/use-translation';
import { refundTerms } from '@/i18n/offer-terms';
import { joinSentences } from '@/lib/format';
import { CancelBeforeShipping, CancelWays, useOfferTerms } from '@/components/sections/payment-terms';

/**
 * Who sells, and on what terms: every item a shop at a distance must state (in Japan, the
 * 特定商取引法に基づく表記), from the operator's seller values and the site's own terms. Where the
 * market does not sell, it says so, and names only who runs the site.
 */
export default function SellerPage() {
  const { t, language } = useTranslation();
  const market = marketValues(language);
  const { seller, prices, selling, samples } = market;
  const offer = useOfferTerms();
  const identity = sellerIdentityRows(seller, t, samples, { withDetails: selling }).map((row) => ({
    id: row.id,
    // Where nothing is sold from this site, the company is not called the seller.
    label: !selling && row.id === 'name' ? t('seller.items.company') : row.label,
    value: <SellerValue row={row} />,
  }));
  // The offer in its own words (i18n/offer-terms.ts), as the terms of service state it.
  const terms: { id: string; label: string; value: ReactNode }[] = [
    { id: 'price', label: t('seller.items.price'), value: t('seller.price') },
    {
      id: 'otherCharges',
      label: t('seller.items.otherCharges'),
      value: prices.local ? t('seller.otherChargesLocal') : t('pricing.prices.usdOnly'),
    },
    { id: 'payment', label: t('seller.items.payment'), value: t('seller.payment') },
    {
      id: 'paymentTiming',
      label: t('seller.items.paymentTiming'),
      value: joinSentences(language, [offer.charge, t('seller.paymentTiming')]),
    },
    { id: 'delivery', label: t('seller.items.delivery'), value: offer.delivery },
    {
      id: 'returns',
      label: t('seller.items.returns'),
      value: (
        <span className="flex flex-col gap-3">
          <span>
            <CancelBeforeShipping />
          </span>
          <span>{joinSentences(language, [refundTerms(offer, language, t), t('seller.returnsHow')])}</span>
          <span>{offer.warranty}</span>
          <span>
            {offer.cancelService}
            <CancelWays className="mt-2" />
          </span>
          {offer.withdrawal && <span>{offer.withdrawal}</span>}
        </span>
      ),
    },
  ];
  const items = selling ? [...identity, ...terms] : identity;
  return (
    <>
      {/* Where nothing is sold, no terms of a purchase are promised. */}
      <PageIntro heading="pages.seller.heading" intro={selling ? 'pages.seller.intro' : 'pages.seller.introWaitlist'} />
      <PageColumn>
        {!selling && (
          <p data-testid="not-selling" className="mb-8 max-w-3xl text-lg font-medium text-ink">
            {t('seller.notSelling')}
          </p>
        )}
        <dl className="max-w-3xl divide-y divide-ink/15 border-y border-ink/15">
          {items.map(({ id, label, value }) => (
            <div key={id} data-item={id} className="grid gap-1 py-4 sm:grid-cols-[14rem_1fr] sm:gap-6">
              <dt className="font-semibold text-ink">{label}</dt>
              <dd className="text-ink-soft [&_a]:text-ink [&_a]:underline [&_a]:underline-offset-4">{value}</dd>
            </div>
          ))}
        </dl>
      </PageColumn>
    </>
  );
}
