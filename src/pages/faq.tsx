import { FaqList } from '@/components/sections/faq-list';
import { EmergencyBox } from '@/components/sections/emergency-box';
import { PageIntro } from '@/components/sections/page-intro';
import { PageColumn } from '@/components/ui/page-section';

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
