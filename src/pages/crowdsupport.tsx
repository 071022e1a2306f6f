import { PageIntro } from '@/components/sections/page-intro';

export function CrowdSupportPage() {
  return <PageIntro heading="pages.crowdsupport.heading" intro="pages.crowdsupport.intro" id="top" />;
}
