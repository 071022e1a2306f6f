import { Accordion } from '@/components/section-parts/accordion';
import { faqIds } from '@/content/landing';
import { useTranslation } from '@/i18n/use-translation';
import { faqAnswer } from '@/i18n/market-copy';
import { marketValues } from '@/config/site';
import { SectionHeading } from '@/components/section-parts/section-heading';
import { PageColumn } from '@/components/ui/page-section';
import { textLinkClass } from '@/components/ui/button-styles';
import { pathFor } from '@/routing/routes';
import { Link } from 'wouter';
import { deferredPart } from '@/lib/deferred-part';

// The ways to cancel, beside "Can we cancel?": prerendered whole, their code out of the page's first load.
const CancelWays = deferredPart(() => import('./payment-terms').then((module) => module.CancelWays));

type FaqListProps = {
  /** On the FAQ page the page's h1 introduces the list, and questions are h2. */
  standalone?: boolean;
};

/** The twelve questions (q1-q12); `#q5` opens the fifth. */
export function FaqList({ standalone = false }: FaqListProps) {
  const { t, language } = useTranslation();
  const market = marketValues(language);
  const items = faqIds.map((id) => ({
    id,
    question: t(`faq.items.${id}.question`),
    answer: faqAnswer(id, market, language, t),
    // "How do I order?" leads to the pre-order and the free waitlist themselves; "Can I cancel?"
    // puts the ways it names beside it (online, the number, the address), where the market sells.
    more:
      id === 'q12' ? (
        <Link href={`${pathFor('home', language)}#waitlist`} className={textLinkClass}>
          {market.selling ? t('faq.items.q12.link') : t('faq.items.q12.linkWaitlist')}
        </Link>
      ) : id === 'q9' && market.selling ? (
        <CancelWays />
      ) : undefined,
  }));
  return (
    <PageColumn as="section" aria-labelledby={standalone ? undefined : 'faq-title'} spacing="roomy">
      {!standalone && <SectionHeading id="faq-title" title={t('faq.title')} intro={t('faq.intro')} />}
      <div className="mt-8">
        <Accordion items={items} headingLevel={standalone ? 2 : 3} />
      </div>
    </PageColumn>
  );
}
