import { FaqList } from '@/sections/faq-list';
import { PageIntro } from '@/sections/page-intro';
import { PageColumn } from '@/components/ui/page-section';
import { withShownPageCopy } from '@/i18n/load-dictionary';
import { deferredPart } from '@/lib/deferred-part';

// The emergency box has nothing to press: it hydrates after the page, with its copy
// (i18n/dictionary-parts.ts), its prerendered text in view meanwhile.
const EmergencyBox = deferredPart(() =>
  withShownPageCopy('faq', import('@/sections/emergency-box')).then((m) => m.EmergencyBox),
);

export default function FaqPage() {
  return (
    <>
      <PageIntro heading="pages.faq.heading" intro="pages.faq.intro" />
      <PageColumn spacing="none" className="pt-16">
        <EmergencyBox />
      </PageColumn>
      <FaqList standalone />
    </>
  );
}
