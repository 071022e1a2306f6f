import { PageIntro } from '@/sections/page-intro';
import { laterSections } from '@/i18n/load-dictionary';

// The text hydrates after the page, with its copy: until then it is the prerendered HTML, its
// contents list and links working as they do without scripts.
const { TermsOfSale } = laterSections('terms', ['terms', 'offer', 'promises'], {
  TermsOfSale: () => import('@/sections/terms-of-sale').then((m) => m.TermsOfSale),
});

export default function TermsPage() {
  return (
    <>
      <PageIntro heading="pages.terms.heading" intro="pages.terms.intro" />
      <TermsOfSale />
    </>
  );
}
