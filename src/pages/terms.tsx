import { PageIntro } from '@/sections/page-intro';
import { withShownPageCopy } from '@/i18n/load-dictionary';
import { deferredPart } from '@/lib/deferred-part';

// The text hydrates after the page, with its copy (i18n/dictionary-parts.ts): until then it is the
// prerendered HTML, its contents list and links working as they do without scripts.
const TermsOfSale = deferredPart(() =>
  withShownPageCopy('terms', import('@/sections/terms-of-sale')).then((m) => m.TermsOfSale),
);

export default function TermsPage() {
  return (
    <>
      <PageIntro heading="pages.terms.heading" intro="pages.terms.intro" />
      <TermsOfSale />
    </>
  );
}
