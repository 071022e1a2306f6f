import { Mail, Phone } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { marketValues } from '@/config/site';
import { phoneAsShown } from '@/i18n/base-params';
import { useTranslation } from '@/i18n/use-translation';
import { buttonClass, type ButtonTone } from './button-styles';

type MailLinkProps = {
  /** Which mailbox of the page's market: the privacy team's, or where accessibility problems go. */
  mailbox: 'privacy' | 'accessibility';
};

/** A mailto: link showing the address itself. */
export function MailLink({ mailbox }: MailLinkProps) {
  const { language } = useTranslation();
  const market = marketValues(language);
  const address = mailbox === 'privacy' ? market.privacyEmail : market.accessibilityEmail;
  return (
    <a href={`mailto:${address}`} className={`max-w-full ${buttonClass('secondary')}`}>
      <Icon icon={Mail} aria-hidden="true" className="size-5 shrink-0" />
      {/* A long address may wrap anywhere rather than push the page sideways on a phone. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">{address}</span>
    </a>
  );
}

type PhoneLinkProps = {
  tone?: ButtonTone;
  className?: string;
  /** The link text; the number as the page's visitors dial it when left out. */
  children?: ReactNode;
};

/** A tel: link to the support line of the page's market. */
export function PhoneLink({ tone = 'secondary', className = '', children }: PhoneLinkProps) {
  const { t, language } = useTranslation();
  const phone = marketValues(language).supportPhone;
  return (
    // On paper the digits to dial are written after the link's words.
    <a
      href={`tel:${phone.dial}`}
      data-print-address={phone.international}
      className={`max-w-full ${buttonClass(tone)} ${className}`}
    >
      <Icon icon={Phone} aria-hidden="true" className="size-5 shrink-0" />
      {children ?? phoneAsShown(phone, (values) => t('contact.phoneWithDigits', values))}
    </a>
  );
}
