import { Mail, Phone } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { isSample, marketValues } from '@/config/site';
import type { SampleFact } from '@/config/site-config';
import { phoneAsShown } from '@/i18n/base-params';
import { useTranslation } from '@/i18n/use-translation';
import { buttonClass, type ButtonTone } from './button-styles';
import { LabelWithSampleTag, SampleTag } from './sample-tag';
import { EmailAddress } from './email-address';

const mailboxes = {
  privacy: { fact: 'privacyEmail', address: (market) => market.privacyEmail },
  accessibility: { fact: 'accessibilityEmail', address: (market) => market.accessibilityEmail },
  orders: { fact: 'seller.email', address: (market) => market.seller.email },
} as const satisfies Record<string, { fact: SampleFact; address: (market: ReturnType<typeof marketValues>) => string }>;

type MailLinkProps = {
  /** Which mailbox of the page's market: the privacy team's, accessibility reports, or the seller's (orders, terms). */
  mailbox: keyof typeof mailboxes;
};

/** A mailto: link showing the address itself, marked while the address is a sample. */
export function MailLink({ mailbox }: MailLinkProps) {
  const { language } = useTranslation();
  const { fact, address: addressOf } = mailboxes[mailbox];
  const address = addressOf(marketValues(language));
  const sample = isSample(language, fact);
  return (
    <a
      href={`mailto:${address}`}
      data-sample={sample ? '' : undefined}
      className={`max-w-full ${buttonClass('secondary')}`}
    >
      <Icon icon={Mail} aria-hidden="true" className="size-5 shrink-0" />
      {/* A long address wraps after its "@" and dots (or, longer still, anywhere) rather than push the page sideways. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <EmailAddress address={address} />
        {sample && <SampleTag />}
      </span>
    </a>
  );
}

type PhoneLinkProps = {
  tone?: ButtonTone;
  className?: string;
  /** The link text; the number as the page's visitors dial it when left out. */
  children?: ReactNode;
};

/** A tel: link to the support line of the page's market, marked while the number is a sample. */
export function PhoneLink({ tone = 'secondary', className = '', children }: PhoneLinkProps) {
  const { t, language } = useTranslation();
  const phone = marketValues(language).supportPhone;
  const sample = isSample(language, 'supportPhone');
  return (
    // On paper the digits to dial are written after the link's words.
    <a
      href={`tel:${phone.dial}`}
      data-print-address={phone.international}
      data-sample={sample ? '' : undefined}
      className={`max-w-full ${buttonClass(tone)} ${className}`}
    >
      <Icon icon={Phone} aria-hidden="true" className="size-5 shrink-0" />
      <LabelWithSampleTag sample={sample}>
        {children ?? phoneAsShown(phone, language, (values) => t('contact.phoneWithDigits', values))}
      </LabelWithSampleTag>
    </a>
  );
}
