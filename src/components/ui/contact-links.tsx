import { Mail, Phone } from 'lucide-react';
import { site } from '@/config/site';
import { buttonClass } from './button-styles';

const linkClass = `max-w-full ${buttonClass('secondary')}`;

/** A mailto: link showing the address itself. */
export function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={linkClass}>
      <Mail aria-hidden="true" className="size-5 shrink-0" />
      {/* A long address may wrap anywhere rather than push the page sideways on a phone. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">{address}</span>
    </a>
  );
}

/** A tel: link to the support line, showing its vanity number. */
export function PhoneLink() {
  return (
    <a href={`tel:${site.supportPhone.dial}`} className={linkClass}>
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      {site.supportPhone.display}
    </a>
  );
}
