import { LegalDocument } from '@/components/sections/legal-document';
import { PageIntro } from '@/components/sections/page-intro';
import { MailLink } from '@/components/ui/contact-links';
import { site } from '@/config/site';
import { privacySections } from '@/content/legal';

export default function PrivacyPage() {
  return (
    <>
      <PageIntro heading="pages.privacy.heading" intro="pages.privacy.intro" />
      <LegalDocument
        document="privacy"
        sections={privacySections}
        actions={{ rights: <MailLink address={site.privacyEmail} /> }}
      />
    </>
  );
}
