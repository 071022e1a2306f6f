import { PageIntro } from '@/sections/page-intro';
import { TrustDetails } from '@/sections/trust';
import { withShownPageCopy } from '@/i18n/load-dictionary';
import { deferredPart } from '@/lib/deferred-part';

// The emergency box has nothing to press: it hydrates after the page, with its copy
// (i18n/dictionary-parts.ts), its prerendered text in view meanwhile.
const EmergencyBox = deferredPart(() =>
  withShownPageCopy('trust', import('@/sections/emergency-box')).then((m) => m.EmergencyBox),
);

export default function TrustPage() {
  return (
    <>
      <PageIntro heading="pages.trust.heading" intro="pages.trust.intro" />
      <TrustDetails emergencyBox={<EmergencyBox className="mt-16" />} />
    </>
  );
}
