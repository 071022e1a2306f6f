import { languageInfo } from '@/config/languages';
import { useTranslation } from '@/i18n/use-translation';
import { LegalDocument } from '@/components/sections/legal-document';
import { PageIntro } from '@/components/sections/page-intro';
import { MailLink, PhoneLink } from '@/components/ui/contact-links';
import { termsSections } from '@/content/legal';

export default function TermsPage() {
  const { t, language } = useTranslation();
  // Where the market's law gives a right of withdrawal, the returns section states it too.
  const withdrawal = languageInfo(language).market.withdrawalDays === null ? '' : ` ${t('seller.withdrawal')}`;
  const contact = (
    <div className="flex flex-wrap gap-3">
      <PhoneLink />
      <MailLink mailbox="privacy" />
    </div>
  );
  const sections = termsSections.map((id) => ({
    id,
    title: t(`legal.terms.${id}.title`),
    body: id === 'refunds' ? `${t('legal.terms.refunds.body')}${withdrawal}` : t(`legal.terms.${id}.body`),
    action: id === 'contact' ? contact : undefined,
  }));
  return (
    <>
      <PageIntro heading="pages.terms.heading" intro="pages.terms.intro" />
      <LegalDocument document="terms" sections={sections} />
    </>
  );
}
