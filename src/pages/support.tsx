import { PageIntro } from '@/components/sections/page-intro';

export function SupportPage() {
  return <PageIntro heading="pages.support.heading" intro="pages.support.intro" />;
}
