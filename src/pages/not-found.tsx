import { Link } from 'wouter';
import { pathFor } from '@/routing/routes';
import { useTranslation } from '@/i18n/use-translation';
import { buttonClass } from '@/components/ui/button-styles';
import { PageColumn, SectionTitle } from '@/components/ui/page-section';

export default function NotFoundPage() {
  const { t, language } = useTranslation();
  return (
    <PageColumn as="section" spacing="spacious">
      <SectionTitle as="h1" size="large">
        {t('notFound.heading')}
      </SectionTitle>
      <p className="mt-6 max-w-prose text-lg text-ink-soft">{t('notFound.hint')}</p>
      <p className="mt-8">
        <Link href={pathFor('home', language)} className={buttonClass('primary')}>
          {t('notFound.homeLink')}
        </Link>
      </p>
    </PageColumn>
  );
}
