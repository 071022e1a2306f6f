import { BellRing, MessageSquareText, UserCheck } from 'lucide';
import { Icon, type IconData } from '@/components/ui/icon';
import { cardPadding, PageColumn } from '@/components/ui/page-section';
import { useTranslation } from '@/i18n/use-translation';
import { SectionHeading } from '@/components/section-parts/section-heading';
import { isSample } from '@/config/site';
import { MaybeSample } from '@/components/ui/sample-tag';
import type { CompanyFact } from '@/content/product-facts';
import { sentenceGap } from '@/lib/format';

/** Each point, with the company's fact it states where only the company can confirm it (content/product-facts.ts). */
const points: { id: 'how' | 'when' | 'permission'; icon: IconData; fact?: CompanyFact }[] = [
  { id: 'how', icon: MessageSquareText, fact: 'updateChannels' },
  { id: 'when', icon: BellRing, fact: 'updateSchedule' },
  { id: 'permission', icon: UserCheck },
];

/**
 * How the family stays in touch: how updates arrive, how often, one example update (labelled as
 * one), and the senior's permission and how to take it back.
 */
export function FamilyUpdates() {
  const { t, language } = useTranslation();
  return (
    <section id="family" aria-labelledby="family-title" className="bg-sage-100/60">
      <PageColumn spacing="roomy">
        <SectionHeading id="family-title" title={t('family.title')} intro={t('family.intro')} />
        <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-2">
          <dl className="space-y-6">
            {points.map(({ id, icon, fact }) => (
              // A <dl>'s group holds only its <dt> and <dd>: the icon is in the term, the description
              // indented under the term's words (the icon's 2rem and the gap's 1rem).
              <div key={id}>
                <dt className="flex items-start gap-4 text-xl font-semibold text-ink">
                  <Icon icon={icon} aria-hidden="true" className="size-8 shrink-0 text-sage-700" />
                  <span>{t(`family.${id}.title`)}</span>
                </dt>
                <dd className="mt-1 pl-12 text-lg text-ink-soft">
                  <MaybeSample sample={fact !== undefined && isSample(language, fact)}>
                    {t(`family.${id}.body`)}
                  </MaybeSample>
                  {id === 'permission' && (
                    <>
                      {sentenceGap(language)}
                      <MaybeSample sample={isSample(language, 'revokeByVoice')}>
                        {t('family.permission.byVoice')}
                      </MaybeSample>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <figure
            data-sample=""
            className={`self-start rounded-xl border-2 border-dashed border-ink/40 bg-surface shadow-sm ${cardPadding}`}
          >
            <figcaption className="phrase-wrap font-semibold text-ink">{t('family.example.label')}</figcaption>
            <p className="mt-3 text-sm font-semibold text-ink-soft">{t('family.example.heading')}</p>
            <p className="mt-2 text-lg text-ink">{t('family.example.text')}</p>
          </figure>
        </div>
      </PageColumn>
    </section>
  );
}
