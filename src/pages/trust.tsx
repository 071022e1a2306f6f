import { PageIntro } from '@/components/sections/page-intro';
import { TrustDetails } from '@/components/sections/trust';

export default function TrustPage() {
  return (
    <>
      <PageIntro heading="pages.trust.heading" intro="pages.trust.intro" />
      <TrustDetails />
    </>
  );
}
