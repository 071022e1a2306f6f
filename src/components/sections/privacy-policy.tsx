import { LegalDocument } from '@/components/sections/legal-document';
import { MailLink } from '@/components/ui/contact-links';
import { MaybeSample } from '@/components/ui/sample-tag';
import { sellerIdentityRows } from '@/components/ui/seller-identity';
import { marketValues } from '@/config/site';
import { privacySections } from '@/content/legal';
import { useTranslation } from '@/i18n/use-translation';

/** Who is responsible: the company, its address and the person responsible, then the privacy team. */
function Controller() {
  const { t, language } = useTranslation();
  const { seller, samples } = marketValues(language);
  const rows = sellerIdentityRows(seller, t, samples, { withRegistrations: false }).filter(({ id }) =>
    ['name', 'address', 'representative'].includes(id),
  );
  return (
    <>
      <dl data-testid="controller" className="mb-4 space-y-1">
        {rows.map(({ id, label, value, sample }) => (
          <div key={id} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-ink">{t('footer.itemLabel', { label })}</dt>
            <dd className="text-ink-soft">
              <MaybeSample sample={sample}>{value}</MaybeSample>
            </dd>
          </div>
        ))}
      </dl>
      <MailLink mailbox="privacy" />
    </>
  );
}

/** The privacy policy's text, under the page's intro (pages/privacy.tsx). */
export function PrivacyPolicy() {
  const { t } = useTranslation();
  const sections = privacySections.map((id) => ({
    id,
    title: t(`legal.privacy.${id}.title`),
    body: t(`legal.privacy.${id}.body`),
    action: id === 'who' ? <Controller /> : id === 'rights' ? <MailLink mailbox="privacy" /> : undefined,
  }));
  return <LegalDocument document="privacy" sections={sections} />;
}
