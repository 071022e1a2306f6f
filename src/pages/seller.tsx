import type { ReactNode } from 'react';
import { languageInfo } from '@/config/languages';
import { marketValues, site } from '@/config/site';
import { PageIntro } from '@/components/sections/page-intro';
import { PageColumn } from '@/components/ui/page-section';
import { sellerIdentityRows } from '@/components/ui/seller-identity';
import { useTranslation } from '@/i18n/use-translation';
import { formatMonth } from '@/lib/format';

/**
 * Who sells, and on what terms: every item a shop at a distance must state (in Japan, the
 * 特定商取引法に基づく表記), from the operator's seller values and the site's own terms.
 */
export default function SellerPage() {
  const { t, language } = useTranslation();
  const { seller, prices } = marketValues(language);
  const { withdrawalDays } = languageInfo(language).market;
  const expected = site.unitsExpected;
  const items: { id: string; label: string; value: ReactNode }[] = [
    ...sellerIdentityRows(seller, t).map((row) =>
      row.id === 'email' ? { ...row, value: <a href={`mailto:${row.value}`}>{row.value}</a> } : row,
    ),
    { id: 'price', label: t('seller.items.price'), value: t('seller.price') },
    {
      id: 'otherCharges',
      label: t('seller.items.otherCharges'),
      value: prices.local ? t('seller.otherChargesLocal') : t('pricing.prices.usdOnly'),
    },
    { id: 'payment', label: t('seller.items.payment'), value: t('seller.payment') },
    { id: 'paymentTiming', label: t('seller.items.paymentTiming'), value: t('seller.paymentTiming') },
    {
      id: 'delivery',
      label: t('seller.items.delivery'),
      value: expected
        ? t('seller.deliveryDated', { date: formatMonth(expected, language) })
        : t('seller.deliveryUndated'),
    },
    {
      id: 'returns',
      label: t('seller.items.returns'),
      value: (
        <>
          {t('seller.returns')}
          {withdrawalDays !== null && <> {t('seller.withdrawal')}</>}
        </>
      ),
    },
  ];
  return (
    <>
      <PageIntro heading="pages.seller.heading" intro="pages.seller.intro" />
      <PageColumn>
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
