import { isSample, marketValues } from '@/config/site';
import { legalDetailRows, type SellerRow } from '@/components/section-parts/seller-identity';
import { SellerRowList } from '@/components/section-parts/seller-row-list';
import { phoneAsShown } from '@/i18n/base-params';
import { warrantySentence } from '@/i18n/offer-terms';
import { useTranslation } from '@/i18n/use-translation';
import { cardPadding } from '@/components/ui/page-section';

/**
 * What the market's law asks a seller to state about the product beside its price (Korea's
 * 상품정보 제공고시): the operator's values, then the quality-assurance standard (the warranty) and who
 * answers after the sale (the company and its support line). Nothing where the law asks none or the
 * market does not sell.
 */
export function ProductNotice() {
  const { t, language } = useTranslation();
  const market = marketValues(language);
  const { seller, samples, selling, supportPhone } = market;
  if (!selling || seller.productNotice.length === 0) return null;
  const rows: SellerRow[] = [
    ...legalDetailRows(seller.productNotice, (kind) => t(`pricing.productNotice.items.${kind}`), t, samples),
    {
      id: 'qualityStandard',
      label: t('pricing.productNotice.items.qualityStandard'),
      value: warrantySentence(market, language, t),
      sample: false,
    },
    {
      id: 'afterSales',
      label: t('pricing.productNotice.items.afterSales'),
      value: `${seller.name}, ${phoneAsShown(supportPhone, language, (values) => t('contact.phoneWithDigits', values))}`,
      sample: samples.includes('seller.name') || isSample(language, 'supportPhone'),
    },
  ];
  return (
    <section
      id="product-notice"
      aria-labelledby="product-notice-title"
      data-testid="product-notice"
      className={`mt-8 rounded-xl border border-ink/15 ${cardPadding} sm:p-8`}
    >
      <h2 id="product-notice-title" className="font-serif text-2xl font-bold text-ink">
        {t('pricing.productNotice.title')}
      </h2>
      <div className="mt-4">
        <SellerRowList rows={rows} testId="product-notice-items" />
      </div>
    </section>
  );
}
