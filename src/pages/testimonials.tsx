import { PageIntro } from '@/components/sections/page-intro';
import { Testimonials } from '@/components/sections/testimonials';

export default function TestimonialsPage() {
  return (
    <>
      <PageIntro heading="pages.testimonials.heading" intro="pages.testimonials.intro" />
      <Testimonials standalone />
    </>
  );
}
