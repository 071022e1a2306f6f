import { Link } from 'wouter';
import { pathFor } from '@/routing/routes';
import { useTranslation } from '@/i18n/use-translation';
import { buttonClass } from '@/components/ui/button-styles';

export default function NotFoundPage() {
  const { t, language } = useTranslation();
  return (
    <section className="mx-auto max-w-page px-4 py-24 sm:px-6">
      <h1 className="font-serif text-3xl font-bold text-ink sm:text-4xl">{t('notFound.heading')}</h1>
      <p className="mt-6 max-w-prose text-lg text-ink-soft">{t('notFound.hint')}</p>
      <p className="mt-8">
        <Link href={pathFor('home', language)} className={buttonClass('primary')}>
          {t('notFound.homeLink')}
        </Link>
      </p>
    </section>
  );
}
