import { marketValues } from '@/config/site';
import { phoneAsShown } from '@/i18n/base-params';
import { useTranslation } from '@/i18n/use-translation';
import type { SellerRow } from './seller-identity';
import { EmailAddress, TextWithEmails } from '@/components/ui/email-address';
import { MaybeSample } from '@/components/ui/sample-tag';

/** Numbers a market's law names, which may wrap after their hyphens. */
const registrationNumbers = new Set([
  'businessNumber',
  'mailOrderNumber',
  'vatNumber',
  'companyNumber',
  'corporateNumber',
]);

/**
 * One row's value of the seller's identity, marked while a sample: the email as a mail link that
 * wraps at its dots, a full-size target since it stands alone rather than inside a sentence (its
 * address in one span: as direct flex items, the pieces between the dots would each shrink and
 * break inside their words); a registration number (「제0000-서울강남-00000호」) may wrap after its hyphens,
 * where Safari and Firefox give no break before a digit and would split the number anywhere; an
 * email address within another detail (a PEC, a privacy officer's contact) wraps at its dots too.
 */
export function SellerValue({ row: { id, value, sample } }: { row: SellerRow }) {
  const { t, language } = useTranslation();
  // The seller's number, where it is the support line, is written as every other page writes that
  // line ("1-888-ARIA-NOW (1-888-274-2669)"), not in a second form of its own.
  if (id === 'phone') {
    const support = marketValues(language).supportPhone;
    const digits = (number: string) => number.replace(/\D/g, '');
    if (digits(value) !== '' && [support.dial, support.national].some((number) => digits(number) === digits(value)))
      return (
        <MaybeSample sample={sample}>
          {phoneAsShown(support, language, (values) => t('contact.phoneWithDigits', values))}
        </MaybeSample>
      );
  }
  return (
    <MaybeSample sample={sample}>
      {id === 'email' ? (
        <a href={`mailto:${value}`} className="inline-flex min-h-11 items-center">
          <span className="min-w-0">
            <EmailAddress address={value} />
          </span>
        </a>
      ) : registrationNumbers.has(id) ? (
        value.replace(/-/g, '-\u200b')
      ) : (
        <TextWithEmails text={value} />
      )}
    </MaybeSample>
  );
}
