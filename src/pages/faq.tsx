import { FaqList } from '@/components/sections/faq-list';
import { PageIntro } from '@/components/sections/page-intro';

export default function FaqPage() {
  return (
    <>
      <PageIntro heading="pages.faq.heading" intro="pages.faq.intro" />
      <FaqList standalone />
    </>
  );
}
