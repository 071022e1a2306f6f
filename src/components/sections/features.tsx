import { ResponsiveImage } from '@/components/ui/responsive-image';
import { featureIds } from '@/content/features';
import { featureImages } from '@/content/media';
import { useTranslation } from '@/i18n/use-translation';

/** The features section (anchor `features`). */
export function Features() {
  const { t } = useTranslation();
  return (
    <section id="features" aria-labelledby="features-title" className="mx-auto max-w-page px-4 py-16 sm:px-6">
      <h2 id="features-title" className="font-serif text-3xl font-bold text-ink">
        {t('home.featuresTitle')}
      </h2>
      <p className="mt-4 max-w-prose text-lg text-ink-soft">{t('home.featuresSubtitle')}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {featureIds.map((id) => (
          <li key={id} className="overflow-hidden rounded-lg border border-ink/10 bg-surface shadow-sm">
            <ResponsiveImage
              image={featureImages[id]}
              alt={t(`home.features.${id}.imageAlt`)}
              sizes="(min-width: 64rem) 26rem, (min-width: 48rem) 50vw, 100vw"
              className="h-auto w-full"
            />
            <div className="p-6">
              <h3 className="text-xl font-semibold text-ink">{t(`home.features.${id}.title`)}</h3>
              <p className="mt-3 text-ink-soft">{t(`home.features.${id}.description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
