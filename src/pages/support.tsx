import { PageIntro } from '@/sections/page-intro';
import { SupportOptions } from '@/sections/support-options';

export default function SupportPage() {
  return (
    <>
      <PageIntro heading="pages.support.heading" intro="pages.support.intro" />
      <SupportOptions standalone />
    </>
  );
}
