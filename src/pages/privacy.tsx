import { LegalDocument } from '@/components/sections/legal-document';
import { PageIntro } from '@/components/sections/page-intro';
import { MailLink } from '@/components/ui/contact-links';
import { privacySections } from '@/content/legal';
import { useTranslation } from '@/i18n/use-translation';

export default function PrivacyPage() {
  const { t } = useTranslation();
  const sections = privacySections.map((id) => ({
    id,
    title: t(`legal.privacy.${id}.title`),
    body: t(`legal.privacy.${id}.body`),
    action: id === 'rights' ? <MailLink mailbox="privacy" /> : undefined,
  }));
  return (
    <>
      <PageIntro heading="pages.privacy.heading" intro="pages.privacy.intro" />
      <LegalDocument document="privacy" sections={sections} />
    </>
  );
}
