import { PageIntro } from '@/sections/page-intro';
import { Testimonials } from '@/sections/testimonials';
import { testimonialsIn } from '@/sections/testimonials';
import { useTranslation } from '@/i18n/use-translation';
import operatorTestimonials from 'virtual:testimonials';

export default function TestimonialsPage() {
  const { language } = useTranslation();
  // Until the operator names real customers, the page says plainly that its stories are
  // illustrative; it speaks of their own words only where some are shown in this language.
  const intro =
    operatorTestimonials === null
      ? 'pages.testimonials.introSample'
      : testimonialsIn(language).length > 0
        ? 'pages.testimonials.intro'
        : 'pages.testimonials.introNone';
  return (
    <>
      <PageIntro heading="pages.testimonials.heading" intro={intro} />
      <Testimonials standalone />
    </>
  );
}
