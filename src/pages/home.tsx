import { Features } from '@/components/sections/features';
import { Hero } from '@/components/sections/hero';
import { MeetVideo } from '@/components/sections/meet-video';
import { PageColumn } from '@/components/ui/page-section';
import { deferredPart } from '@/lib/deferred-part';

// Sections below the first screen with nothing that needs the app to answer a press (links,
// answers that open without scripts, the form that works as HTML): they hydrate after the page.
const EmergencyBox = deferredPart(() => import('@/components/sections/emergency-box').then((m) => m.EmergencyBox));
const FamilyUpdates = deferredPart(() => import('@/components/sections/family-updates').then((m) => m.FamilyUpdates));
const Testimonials = deferredPart(() => import('@/components/sections/testimonials').then((m) => m.Testimonials));
const PricingPlan = deferredPart(() => import('@/components/sections/pricing-plan').then((m) => m.PricingPlan));
const Waitlist = deferredPart(() => import('@/components/sections/waitlist').then((m) => m.Waitlist));
const FaqList = deferredPart(() => import('@/components/sections/faq-list').then((m) => m.FaqList));
const SupportOptions = deferredPart(() => import('@/components/sections/support-options').then((m) => m.SupportOptions));

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
