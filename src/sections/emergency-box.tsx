import { AlertTriangle } from 'lucide';
import { useId } from 'react';
import { Icon } from '@/components/ui/icon';
import { cardPadding, SectionTitle } from '@/components/ui/page-section';
import { isSample, site } from '@/config/site';
import { MaybeSample } from '@/components/ui/sample-tag';
import type { CompanyFact } from '@/content/product-facts';
import { useTranslation } from '@/i18n/use-translation';
import { formatNumber } from '@/lib/format';

/** Each point, with the company's fact it states where only the company can confirm it (content/product-facts.ts). */
const points: { id: 'phrase' | 'sequence' | 'noAnswer' | 'limits' | 'keepAlert'; fact?: CompanyFact }[] = [
  { id: 'phrase' },
  { id: 'sequence', fact: 'emergencySequence' },
  { id: 'noAnswer', fact: 'emergencyNoAnswer' },
  { id: 'limits' },
  { id: 'keepAlert' },
];

/**
 * In an emergency: what the device does after the emergency phrase, who is alerted and how, what
 * happens when nobody answers, that it calls no emergency number and detects no fall, and to keep
 * a medical alert device for that; the market's emergency number first. The same words on the
 * home page, the FAQ and the trust page.
 */
export function EmergencyBox({ className = '' }: { className?: string }) {
  const { t, language } = useTranslation();
  const titleId = useId();
  const minutes = formatNumber(site.emergencyNoAnswerMinutes, language);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="emergency-box"
      data-keep-clear
      className={`max-w-3xl rounded-xl border-4 border-danger/70 bg-surface ${cardPadding} sm:p-8 ${className}`}
    >
      {/* The sign in the line, not a column of its own: the title's words keep the box's whole width. */}
      <SectionTitle id={titleId}>
        <Icon icon={AlertTriangle} aria-hidden="true" className="mr-2 inline-block size-8 align-[-0.2em] text-danger" />
        {t('emergency.title')}
      </SectionTitle>
      <p className="phrase-wrap mt-4 text-xl font-bold text-ink">{t('emergency.callFirst')}</p>
      <ul className="phrase-wrap mt-4 list-disc space-y-3 pl-6 text-lg text-ink">
        {points.map(({ id, fact }) => (
          <li key={id}>
            <MaybeSample sample={fact !== undefined && isSample(language, fact)}>
              {id === 'noAnswer' ? t('emergency.noAnswer', { minutes }) : t(`emergency.${id}`)}
            </MaybeSample>
          </li>
        ))}
      </ul>
    </section>
  );
}
