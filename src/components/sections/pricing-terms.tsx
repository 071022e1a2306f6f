import { CircleCheck } from 'lucide';
import { languageInfo } from '@/config/languages';
import { marketValues } from '@/config/site';
import { supportHoursSentence, warrantySentence } from '@/i18n/market-copy';
import { useTranslation } from '@/i18n/use-translation';
import { cardPadding } from '@/components/ui/page-section';
import { CheckItem } from '@/components/ui/check-item';

/** The plain terms a family asks about before buying, beside the plan card. */
export function PricingTerms() {
  const { t, language } = useTranslation();
  const market = marketValues(language);
  // Each term as the market's offer makes it true: setup at home or by call, the support hours, the replacement time.
  const items: { id: string; text: string }[] = [
    { id: 'notice', text: t('pricing.terms.items.notice') },
    { id: 'noFee', text: t('pricing.terms.items.noFee') },
    { id: 'warranty', text: warrantySentence(market, language, t) },
    {
      id: 'setup',
      text: market.promises.homeSetup ? t('pricing.terms.items.setup') : t('pricing.terms.items.setupRemote'),
    },
    { id: 'support', text: supportHoursSentence(market.promises.supportHours, language, t) },
    { id: 'included', text: t('pricing.terms.items.included') },
    { id: 'guarantee', text: t('pricing.terms.items.guarantee') },
  ];
  // The right of withdrawal its law gives the market's buyers (14 days in Italy, 7 in Korea and Taiwan).
  if (languageInfo(language).market.withdrawalDays !== null)
    items.push({ id: 'withdrawal', text: t('seller.withdrawal') });
  return (
    <section aria-labelledby="terms-title" className={`rounded-xl bg-sand/70 ${cardPadding} sm:p-8`}>
      <h2 id="terms-title" className="font-serif text-2xl font-bold text-ink">
        {t('pricing.terms.title')}
      </h2>
      <p className="mt-2 text-ink-soft">{t('pricing.terms.intro')}</p>
      <ul className="mt-6 space-y-4">
        {items.map(({ id, text }) => (
          <CheckItem key={id} data-term={id} icon={CircleCheck}>
            {text}
          </CheckItem>
        ))}
      </ul>
    </section>
  );
}
