import { EmergencyBox } from '@/components/sections/emergency-box';
import { FamilyUpdates } from '@/components/sections/family-updates';
import { FaqList } from '@/components/sections/faq-list';
import { PageColumn } from '@/components/ui/page-section';
import { Features } from '@/components/sections/features';
import { Hero } from '@/components/sections/hero';
import { MeetVideo } from '@/components/sections/meet-video';
import { PricingPlan } from '@/components/sections/pricing-plan';
import { SupportOptions } from '@/components/sections/support-options';
import { Testimonials } from '@/components/sections/testimonials';
import { Waitlist } from '@/components/sections/waitlist';

export default function HomePage() {
  return (
    <>
      <Hero />
      <Features />
      <PageColumn spacing="none" className="pb-16">
        <EmergencyBox />
      </PageColumn>
      <FamilyUpdates />
      <MeetVideo />
      <Testimonials />
      <PricingPlan />
      <Waitlist />
      <FaqList />
      <SupportOptions />
    </>
  );
}
