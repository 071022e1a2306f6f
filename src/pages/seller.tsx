import { marketValues } from '@/config/site';
import { PageIntro } from '@/sections/page-intro';
import { PageColumn } from '@/components/ui/page-section';
import { SellerValue } from '@/components/section-parts/seller-value';
import { SellerItem } from '@/components/section-parts/seller-item';
import { sellerIdentityRows } from '@/components/section-parts/seller-identity';
import { useTranslation } from '@/i18n/use-translation';
import { laterSections } from '@/i18n/load-dictionary';

// The terms of a purchase, under who sells, hydrate after the page with the offer's copy:
// prerendered whole, out of the page's first load.
const { SellerTermsItems } = laterSections('seller', ['offer', 'promises'], {
  SellerTermsItems: () => import('@/sections/seller-terms').then((m) => m.SellerTermsItems),
});

/**
 * Who sells, and on what terms: every item a shop at a distance must state (in Japan, the
 * 特定商取引法に基づく表記), from the operator's seller values and the site's own terms. Where the
 * market does not sell, it says so, and names only who runs the site.
 */
export default function SellerPage() {
  const { t, language } = useTranslation();
  const market = marketValues(language);
  const { seller, selling, samples } = market;
  const identity = sellerIdentityRows(seller, t, samples, { withDetails: selling }).map((row) => ({
    id: row.id,
    // Where nothing is sold from this site, the company is not called the seller.
    label: !selling && row.id === 'name' ? t('seller.items.company') : row.label,
    value: <SellerValue row={row} />,
  }));
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
          {identity.map((row) => (
            <SellerItem key={row.id} {...row} />
          ))}
          {selling && <SellerTermsItems />}
        </dl>
      </PageColumn>
    </>
  );
}
