import { PageIntro } from '@/components/sections/page-intro';
import { Testimonials } from '@/components/sections/testimonials';
import operatorTestimonials from 'virtual:testimonials';

export default function TestimonialsPage() {
  // Until the operator names real customers, the page says plainly that its stories are illustrative.
  const intro = operatorTestimonials === null ? 'pages.testimonials.introSample' : 'pages.testimonials.intro';
  return (
    <>
      <PageIntro heading="pages.testimonials.heading" intro={intro} />
      <Testimonials standalone />
    </>
  );
}
