import { PageIntro } from '@/components/sections/page-intro';

export function PricingPage() {
  return <PageIntro heading="pages.pricing.heading" intro="pages.pricing.intro" />;
}
