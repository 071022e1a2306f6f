import { PageIntro } from '@/components/sections/page-intro';

export function TrustPage() {
  return <PageIntro heading="pages.trust.heading" intro="pages.trust.intro" />;
}
