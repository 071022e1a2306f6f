import { PageIntro } from '@/sections/page-intro';
import { PricingPlan } from '@/sections/pricing-plan';
import { PageColumn } from '@/components/ui/page-section';
import { laterSections } from '@/i18n/load-dictionary';

// The plain terms and the product notice a market's law asks for (Korea's 상품정보 제공고시) hydrate
// after the page, with their copy, their prerendered text in view meanwhile: their links work as
// links until then.
const { PricingTerms, ProductNotice } = laterSections('pricing', ['pricingDetails'], {
  PricingTerms: () => import('@/sections/pricing-terms').then((m) => m.PricingTerms),
  ProductNotice: () => import('@/sections/product-notice').then((m) => m.ProductNotice),
});

export default function PricingPage() {
  return (
    <>
      <PageIntro heading="pages.pricing.heading" intro="pages.pricing.intro" />
      <PageColumn spacing="none" className="grid grid-cols-1 items-start gap-10 pb-20 lg:grid-cols-2">
        <PricingPlan standalone />
        <div className="lg:pt-32">
          <PricingTerms />
          <ProductNotice />
        </div>
      </PageColumn>
    </>
  );
}
