import { PageIntro } from '@/components/sections/page-intro';
import { PricingPlan } from '@/components/sections/pricing-plan';
import { PricingTerms } from '@/components/sections/pricing-terms';

export default function PricingPage() {
  return (
    <>
      <PageIntro heading="pages.pricing.heading" intro="pages.pricing.intro" />
      <div className="mx-auto grid max-w-page grid-cols-1 items-start gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-2">
        <PricingPlan standalone />
        <div className="lg:pt-32">
          <PricingTerms />
        </div>
      </div>
    </>
  );
}
