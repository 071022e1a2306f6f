import { FaqList } from '@/sections/faq-list';
import { PageIntro } from '@/sections/page-intro';
import { PageColumn } from '@/components/ui/page-section';
import { laterSections } from '@/i18n/load-dictionary';

// The emergency box has nothing to press: it hydrates after the page, with its copy, its
// prerendered text in view meanwhile.
const { EmergencyBox } = laterSections('faq', ['emergency'], {
  EmergencyBox: () => import('@/sections/emergency-box').then((m) => m.EmergencyBox),
});

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
