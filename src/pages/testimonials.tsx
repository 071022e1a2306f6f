import { PageIntro } from '@/components/sections/page-intro';

export function TestimonialsPage() {
  return <PageIntro heading="pages.testimonials.heading" intro="pages.testimonials.intro" />;
}
