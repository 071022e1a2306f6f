import { LegalDocument } from '@/components/sections/legal-document';
import { PageIntro } from '@/components/sections/page-intro';
import { MailLink, PhoneLink } from '@/components/ui/contact-links';
import { site } from '@/config/site';
import { accessibilitySections } from '@/content/legal';

export default function AccessibilityPage() {
  return (
    <>
      <PageIntro heading="pages.accessibility.heading" intro="pages.accessibility.intro" />
      <LegalDocument
        document="accessibility"
        sections={accessibilitySections}
        actions={{
          report: (
            <div className="flex flex-wrap gap-3">
              <MailLink address={site.accessibilityEmail} />
              <PhoneLink />
            </div>
          ),
        }}
      />
    </>
  );
}
