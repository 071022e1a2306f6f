import { PageIntro } from '@/components/sections/page-intro';

export function TermsPage() {
  return <PageIntro heading="pages.terms.heading" intro="pages.terms.intro" />;
}
