import { useTranslation } from '@/i18n/use-translation';
import { LegalDocument } from '@/components/sections/legal-document';
import { PageIntro } from '@/components/sections/page-intro';
import { MailLink, PhoneLink } from '@/components/ui/contact-links';
import { accessibilitySections } from '@/content/legal';

export default function AccessibilityPage() {
  const { t } = useTranslation();
  const report = (
    <div className="flex flex-wrap gap-3">
      <MailLink mailbox="accessibility" />
      <PhoneLink />
    </div>
  );
  const sections = accessibilitySections.map((id) => ({
    id,
    title: t(`legal.accessibility.${id}.title`),
    body: t(`legal.accessibility.${id}.body`),
    action: id === 'report' ? report : undefined,
  }));
  return (
    <>
      <PageIntro heading="pages.accessibility.heading" intro="pages.accessibility.intro" />
      <LegalDocument document="accessibility" sections={sections} />
    </>
  );
}
