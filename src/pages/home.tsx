import { Hero } from '@/sections/hero';
import { PageColumn } from '@/components/ui/page-section';
import { laterSections } from '@/i18n/load-dictionary';

// The sections below the first screen hydrate after the page, with the copy only they show. Until
// then their links, answers and form work as HTML, and a press on a voice sample or a film waits
// for its section's code (the loader holds it, start-up/use-needs-app.ts).
const {
  Features,
  MeetVideo,
  EmergencyBox,
  FamilyUpdates,
  Testimonials,
  PricingPlan,
  Waitlist,
  FaqList,
  SupportOptions,
} = laterSections(
  'home',
  ['family', 'features', 'faq', 'emergency', 'testimonials', 'pricing', 'offer', 'promises', 'waitlist', 'support'],
  {
    Features: () => import('@/sections/features').then((m) => m.Features),
    // The film section brings its film's words (features/video-window/transcript/film-transcripts.ts).
    MeetVideo: () =>
      Promise.all([
        import('@/sections/meet-video'),
        import('@/features/video-window/transcript/film-transcripts').then((m) => m.loadShownFilmTranscripts()),
      ]).then(([m]) => m.MeetVideo),
    EmergencyBox: () => import('@/sections/emergency-box').then((m) => m.EmergencyBox),
    FamilyUpdates: () => import('@/sections/family-updates').then((m) => m.FamilyUpdates),
    Testimonials: () => import('@/sections/testimonials').then((m) => m.Testimonials),
    PricingPlan: () => import('@/sections/pricing-plan').then((m) => m.PricingPlan),
    Waitlist: () => import('@/sections/waitlist').then((m) => m.Waitlist),
    FaqList: () => import('@/sections/faq-list').then((m) => m.FaqList),
    SupportOptions: () => import('@/sections/support-options').then((m) => m.SupportOptions),
  },
);

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
