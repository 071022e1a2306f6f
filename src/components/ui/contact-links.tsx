import { Mail, Phone } from 'lucide-react';
import { site } from '@/config/site';

const linkClass =
  'inline-flex min-h-12 max-w-full items-center gap-2 rounded-md border-2 border-hazel-700 bg-surface px-4 font-semibold text-hazel-800 hover:bg-hazel-50';

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
