import { PageIntro } from '@/components/sections/page-intro';
import { PricingPlan } from '@/components/sections/pricing-plan';
import { PricingTerms } from '@/components/sections/pricing-terms';
import { PageColumn } from '@/components/ui/page-section';
import { withShownPageCopy } from '@/i18n/load-dictionary';
import { deferredPart } from '@/lib/deferred-part';

// The product notice a market's law asks for (Korea's 상품정보 제공고시) has nothing to press: it
// hydrates after the page, with its copy (i18n/dictionary-parts.ts), its prerendered text in view meanwhile.
const ProductNotice = deferredPart(() =>
  withShownPageCopy('pricing', import('@/components/sections/product-notice')).then((m) => m.ProductNotice),
);

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
