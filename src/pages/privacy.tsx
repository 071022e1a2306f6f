import { PageIntro } from '@/sections/page-intro';
import { withShownPageCopy } from '@/i18n/load-dictionary';
import { deferredPart } from '@/lib/deferred-part';

// The text hydrates after the page, with its copy (i18n/dictionary-parts.ts): until then it is the
// prerendered HTML, its contents list and links working as they do without scripts.
const PrivacyPolicy = deferredPart(() =>
  withShownPageCopy('privacy', import('@/sections/privacy-policy')).then((m) => m.PrivacyPolicy),
);

export default function PrivacyPage() {
  return (
    <>
      <PageIntro heading="pages.privacy.heading" intro="pages.privacy.intro" />
      <PrivacyPolicy />
    </>
  );
}
