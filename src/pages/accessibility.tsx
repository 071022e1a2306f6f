import { PageIntro } from '@/components/sections/page-intro';

export function AccessibilityPage() {
  return <PageIntro heading="pages.accessibility.heading" intro="pages.accessibility.intro" />;
}
