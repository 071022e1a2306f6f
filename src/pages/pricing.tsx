import { PageIntro } from '@/components/sections/page-intro';
import { PricingPlan } from '@/components/sections/pricing-plan';
import { PricingTerms } from '@/components/sections/pricing-terms';
import { PageColumn } from '@/components/ui/page-section';

export default function PricingPage() {
  return (
    <>
      <PageIntro heading="pages.pricing.heading" intro="pages.pricing.intro" />
      <PageColumn spacing="none" className="grid grid-cols-1 items-start gap-10 pb-20 lg:grid-cols-2">
        <PricingPlan standalone />
        <div className="lg:pt-32">
          <PricingTerms />
        </div>
      </PageColumn>
    </>
  );
}
