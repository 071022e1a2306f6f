import { Cpu, HeartHandshake, Rocket, ShieldCheck } from 'lucide';
import type { IconData } from '@/components/ui/icon';
import { integrationReasons } from '@/content/api-program';
import { useTranslation } from '@/i18n/use-translation';
import { PageColumn, SectionTitle } from '@/components/ui/page-section';
import { IconCardGrid } from '@/components/section-parts/icon-card-grid';

const reasonIcons: Record<(typeof integrationReasons)[number], IconData> = {
  voice: HeartHandshake,
  care: Cpu,
  privacy: ShieldCheck,
  speed: Rocket,
};

export function IntegrationReasons() {
  const { t } = useTranslation();
  return (
    <PageColumn as="section" aria-labelledby="why-title">
      <SectionTitle id="why-title">{t('api.whyTitle')}</SectionTitle>
      <IconCardGrid
        className="mt-8"
        columns="sm-scaled:grid-cols-2 xl-scaled:grid-cols-4"
        cards={integrationReasons.map((id) => ({
          id,
          icon: reasonIcons[id],
          title: t(`api.why.${id}.title`),
          text: t(`api.why.${id}.description`),
        }))}
      />
    </PageColumn>
  );
}
