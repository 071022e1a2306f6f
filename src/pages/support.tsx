import { PageIntro } from '@/components/sections/page-intro';
import { SupportOptions } from '@/components/sections/support-options';

export default function SupportPage() {
  return (
    <>
      <PageIntro heading="pages.support.heading" intro="pages.support.intro" />
      <SupportOptions standalone />
    </>
  );
}
