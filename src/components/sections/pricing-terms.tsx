import { CircleCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/i18n/use-translation';

const termIds = ['notice', 'noFee', 'warranty', 'setup', 'support', 'included', 'guarantee'] as const;

/** The plain terms a family asks about before buying, beside the plan card. */
export function PricingTerms() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="terms-title" className="rounded-xl bg-sand/70 p-6 sm:p-8">
      <h2 id="terms-title" className="font-serif text-2xl font-bold text-ink">
        {t('pricing.terms.title')}
      </h2>
      <p className="mt-2 text-ink-soft">{t('pricing.terms.intro')}</p>
      <ul className="mt-6 space-y-4">
        {termIds.map((id) => (
          <li key={id} className="flex items-start gap-3">
            <Icon icon={CircleCheck} aria-hidden="true" className="mt-1 size-6 shrink-0 text-sage-700" />
            <span>{t(`pricing.terms.items.${id}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
