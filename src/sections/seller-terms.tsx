import type { ReactNode } from 'react';
import { marketValues } from '@/config/site';
import { SellerItem } from '@/components/section-parts/seller-item';
import { useTranslation } from '@/i18n/use-translation';
import { refundTerms } from '@/i18n/offer-terms';
import { joinSentences } from '@/lib/format';
import { CancelBeforeShipping, CancelWays, useOfferTerms } from './payment-terms';

/**
 * The seller page's terms of a purchase, where the market sells: the price, other charges, payment,
 * delivery, returns and cancelling, and complaints, each in the offer's own words.
 */
export function SellerTermsItems() {
  const { t, language } = useTranslation();
  const { prices } = marketValues(language);
  const offer = useOfferTerms();
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
    // How a complaint is made and where it goes next (zh-TW 消費申訴之受理方式, ko 분쟁처리, it reclami).
    // What a buyer must accept or have besides the price (Japan's 販売条件).
    { id: 'conditions', label: t('seller.items.conditions'), value: t('seller.conditions') },
    { id: 'complaints', label: t('seller.items.complaints'), value: t('seller.complaints') },
  ];
  return terms.map((item) => <SellerItem key={item.id} {...item} />);
}
