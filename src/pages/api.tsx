import { PageIntro } from '@/components/sections/page-intro';

export function ApiPage() {
  return <PageIntro heading="pages.api.heading" intro="pages.api.intro" />;
}
