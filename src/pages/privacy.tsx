import { PageIntro } from '@/sections/page-intro';
import { laterSections } from '@/i18n/load-dictionary';

// The text hydrates after the page, with its copy: until then it is the prerendered HTML, its
// contents list and links working as they do without scripts.
const { PrivacyPolicy } = laterSections('privacy', ['privacy', 'identity'], {
  PrivacyPolicy: () => import('@/sections/privacy-policy').then((m) => m.PrivacyPolicy),
});

export default function PrivacyPage() {
  return (
    <>
      <PageIntro heading="pages.privacy.heading" intro="pages.privacy.intro" />
      <PrivacyPolicy />
    </>
  );
}
