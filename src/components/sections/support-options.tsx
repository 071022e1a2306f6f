import { House, Phone, Video } from 'lucide';
import { Icon, type IconData } from '@/components/ui/icon';
import { marketValues } from '@/config/site';
import { PhoneLink } from '@/components/ui/contact-links';
import { ExternalButton } from '@/components/ui/external-button';
import { supportOptionIds, type SupportOptionId } from '@/content/landing';
import { useTranslation } from '@/i18n/use-translation';
import { preorderUrl } from '@/lib/external-link';
import { SectionHeading } from './section-heading';
import { PageColumn } from '@/components/ui/page-section';

type SupportOptionsProps = { standalone?: boolean };

const icons: Record<SupportOptionId, IconData> = { phone: Phone, video: Video, homeVisit: House };

/** Call (a real tel: link), a video session and a home visit (both through the external form). */
export function SupportOptions({ standalone = false }: SupportOptionsProps) {
  const { t, language } = useTranslation();
  const phoneNote = marketValues(language).supportPhone.note;
  const OptionHeading = standalone ? 'h2' : 'h3';
  return (
    <PageColumn
      as="section"
      id={standalone ? undefined : 'support'}
      aria-labelledby={standalone ? undefined : 'support-title'}
      spacing="roomy"
    >
      {!standalone && <SectionHeading id="support-title" title={t('support.title')} intro={t('support.intro')} />}
      <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
        {supportOptionIds.map((id) => {
          const drawing = icons[id];
          const action = t(`support.options.${id}.action`);
          return (
            <li key={id} className="flex flex-col gap-4 rounded-lg border border-ink/10 bg-surface p-6 shadow-sm">
              <Icon icon={drawing} aria-hidden="true" className="size-10 text-hazel-700" />
              <OptionHeading className="text-xl font-semibold text-ink">
                {t(`support.options.${id}.title`)}
              </OptionHeading>
              <p className="text-ink-soft">{t(`support.options.${id}.description`)}</p>
              {id === 'phone' && phoneNote && <p className="text-ink-soft">{t(`contact.phoneNotes.${phoneNote}`)}</p>}
              {id === 'phone' ? (
                <PhoneLink tone="primary" className="mt-auto">
                  {action}
                </PhoneLink>
              ) : (
                <ExternalButton href={preorderUrl()} className="mt-auto">
                  {action}
                </ExternalButton>
              )}
            </li>
          );
        })}
      </ul>
    </PageColumn>
  );
}
