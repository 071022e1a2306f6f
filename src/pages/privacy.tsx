import { PageIntro } from '@/components/sections/page-intro';

export function PrivacyPage() {
  return <PageIntro heading="pages.privacy.heading" intro="pages.privacy.intro" />;
}
