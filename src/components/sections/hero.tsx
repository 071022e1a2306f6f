import { EmphasisedText } from '@/components/ui/emphasised-text';
import { useTranslation } from '@/i18n/use-translation';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="bg-gradient-to-b from-hazel-50 to-canvas">
      <div className="mx-auto max-w-page px-4 py-20 sm:px-6 sm:py-28">
        <h1 className="max-w-4xl font-serif text-4xl font-bold text-ink sm:text-5xl">
          <EmphasisedText text={t('home.headline')} />
        </h1>
        <p className="mt-6 max-w-prose text-xl font-medium text-ink">{t('home.tagline')}</p>
        <p className="mt-4 max-w-prose text-lg text-ink-soft">{t('home.intro')}</p>
      </div>
    </section>
  );
}
