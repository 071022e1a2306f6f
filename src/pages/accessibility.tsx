import { PageIntro } from '@/sections/page-intro';
import { withShownPageCopy } from '@/i18n/load-dictionary';
import { deferredPart } from '@/lib/deferred-part';

// The text hydrates after the page, with its copy (i18n/dictionary-parts.ts): until then it is the
// prerendered HTML, its contents list and links working as they do without scripts.
const AccessibilityStatement = deferredPart(() =>
  withShownPageCopy('accessibility', import('@/sections/accessibility-statement')).then(
    (m) => m.AccessibilityStatement,
  ),
);

export default function AccessibilityPage() {
  return (
    <>
      <PageIntro heading="pages.accessibility.heading" intro="pages.accessibility.intro" />
      <AccessibilityStatement />
    </>
  );
}
