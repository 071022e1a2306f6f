import { LegalDocument } from '@/components/sections/legal-document';
import { PageIntro } from '@/components/sections/page-intro';
import { MailLink, PhoneLink } from '@/components/ui/contact-links';
import { site } from '@/config/site';
import { termsSections } from '@/content/legal';

export default function TermsPage() {
  return (
    <>
      <PageIntro heading="pages.terms.heading" intro="pages.terms.intro" />
      <LegalDocument
        document="terms"
        sections={termsSections}
        actions={{
          contact: (
            <div className="flex flex-wrap gap-3">
              <PhoneLink />
              <MailLink address={site.privacyEmail} />
            </div>
          ),
        }}
      />
    </>
  );
}
