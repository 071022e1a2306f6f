import { PageIntro } from '@/sections/page-intro';
import { laterSections } from '@/i18n/load-dictionary';

// The text hydrates after the page, with its copy: until then it is the prerendered HTML, its
// contents list and links working as they do without scripts.
const { AccessibilityStatement } = laterSections('accessibility', ['accessibility'], {
  AccessibilityStatement: () => import('@/sections/accessibility-statement').then((m) => m.AccessibilityStatement),
});

export default function AccessibilityPage() {
  return (
    <>
      <PageIntro heading="pages.accessibility.heading" intro="pages.accessibility.intro" />
      <AccessibilityStatement />
    </>
  );
}
