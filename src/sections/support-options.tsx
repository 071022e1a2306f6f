import { House, Phone, Video } from 'lucide';
import { Icon, type IconData } from '@/components/ui/icon';
import { marketValues } from '@/config/site';
import { MailLink, PhoneLink } from '@/components/ui/contact-links';
import { ExternalButton } from '@/components/ui/external-button';
import { supportOptionIds, type SupportOptionId } from '@/content/landing';
import { useTranslation } from '@/i18n/use-translation';
import { supportHoursSentence } from '@/i18n/market-copy';
import { SectionHeading } from '@/components/section-parts/section-heading';
import { cardPadding, PageColumn } from '@/components/ui/page-section';

type SupportOptionsProps = { standalone?: boolean };

const icons: Record<SupportOptionId, IconData> = { phone: Phone, video: Video, homeVisit: House };

/**
 * Call (a real tel: link), a video session (its booking page) and, where the market offers visits,
 * a home visit (its request form).
 */
export function SupportOptions({ standalone = false }: SupportOptionsProps) {
  const { t, language } = useTranslation();
  const { supportPhone, links, promises } = marketValues(language);
  const targets: Record<Exclude<SupportOptionId, 'phone'>, string | null> = {
    video: links.videoSession,
    homeVisit: links.homeVisit,
  };
  const options = supportOptionIds.filter((id) => id === 'phone' || targets[id] !== null);
  const OptionHeading = standalone ? 'h2' : 'h3';
  return (
    <PageColumn
      as="section"
      id={standalone ? undefined : 'support'}
      aria-labelledby={standalone ? undefined : 'support-title'}
      spacing="roomy"
    >
      {!standalone && <SectionHeading id="support-title" title={t('support.title')} intro={t('support.intro')} />}
      <ul
        className={`mt-10 grid grid-cols-1 gap-6 ${options.length === 3 ? 'md-scaled:grid-cols-3' : 'md-scaled:grid-cols-2'}`}
      >
        {options.map((id) => {
          const drawing = icons[id];
          const action = t(`support.options.${id}.action`);
          const target = id === 'phone' ? null : targets[id];
          return (
            <li
              key={id}
              className={`flex flex-col gap-4 rounded-lg border border-ink/10 bg-surface shadow-sm ${cardPadding}`}
            >
              <Icon icon={drawing} aria-hidden="true" className="size-10 text-hazel-700" />
              <OptionHeading className="text-xl font-semibold text-ink">
                {t(`support.options.${id}.title`)}
              </OptionHeading>
              <p className="text-ink-soft">
                {id === 'phone'
                  ? supportHoursSentence(promises.supportHours, language, t)
                  : t(`support.options.${id}.description`)}
              </p>
              {id === 'phone' && supportPhone.note && (
                <p className="text-ink-soft">{t(`contact.phoneNotes.${supportPhone.note}`)}</p>
              )}
              {id === 'phone' && (
                <p className="phrase-wrap font-semibold text-ink">{t('support.options.phone.notEmergency')}</p>
              )}
              {target ? (
                <ExternalButton href={target} className="mt-auto">
                  {action}
                </ExternalButton>
              ) : (
                <PhoneLink tone="primary" className="mt-auto">
                  {action}
                </PhoneLink>
              )}
              {/* The card says real people answer emails too: the address they answer at. */}
              {id === 'phone' && (
                <p className="flex flex-col items-start gap-2 text-ink-soft">
                  {t('support.options.phone.writeToUs')}
                  <MailLink mailbox="orders" />
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </PageColumn>
  );
}
