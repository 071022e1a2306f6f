import { useTranslation } from '@/i18n/use-translation';
import { LegalDocument } from '@/components/sections/legal-document';
import { MailLink, PhoneLink } from '@/components/ui/contact-links';
import { accessibilitySections } from '@/content/legal';

/** The accessibility statement's text, under the page's intro (pages/accessibility.tsx). */
export function AccessibilityStatement() {
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
  return <LegalDocument document="accessibility" sections={sections} />;
}
