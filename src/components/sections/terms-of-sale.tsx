import { languageInfo } from '@/config/languages';
import { useTranslation } from '@/i18n/use-translation';
import { LegalDocument } from '@/components/sections/legal-document';
import { MailLink, PhoneLink } from '@/components/ui/contact-links';
import { termsSections } from '@/content/legal';
import { joinSentences } from '@/lib/format';
import { marketValues } from '@/config/site';
import { warrantySentence } from '@/i18n/market-copy';

/** The terms' text, under the page's intro (pages/terms.tsx). */
export function TermsOfSale() {
  const { t, language } = useTranslation();
  const market = marketValues(language);
  // Where the market's law gives a right of withdrawal, the returns section states it too.
  const withdrawal = languageInfo(language).market.withdrawalDays === null ? '' : t('seller.withdrawal');
  const contact = (
    <div className="flex flex-wrap gap-3">
      <PhoneLink />
      <MailLink mailbox="orders" />
    </div>
  );
  const sections = termsSections.map((id) => ({
    id,
    title: t(`legal.terms.${id}.title`),
    body:
      id === 'refunds'
        ? joinSentences(language, [t('legal.terms.refunds.body'), withdrawal])
        : id === 'warranty'
          ? joinSentences(language, [warrantySentence(market, language, t), t('legal.terms.warranty.body')])
          : t(`legal.terms.${id}.body`),
    action: id === 'contact' ? contact : undefined,
  }));
  return <LegalDocument document="terms" sections={sections} />;
}
