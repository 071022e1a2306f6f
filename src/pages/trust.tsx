import { PageIntro } from '@/sections/page-intro';
import { TrustDetails } from '@/sections/trust';
import { laterSections } from '@/i18n/load-dictionary';

// The emergency box has nothing to press: it hydrates after the page, with its copy, its
// prerendered text in view meanwhile.
const { EmergencyBox } = laterSections('trust', ['emergency'], {
  EmergencyBox: () => import('@/sections/emergency-box').then((m) => m.EmergencyBox),
});

export default function TrustPage() {
  return (
    <>
      <PageIntro heading="pages.trust.heading" intro="pages.trust.intro" />
      <TrustDetails emergencyBox={<EmergencyBox className="mt-16" />} />
    </>
  );
}
