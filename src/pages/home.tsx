import { Hero } from '@/sections/hero';
import { PageColumn } from '@/components/ui/page-section';
import { withShownPageCopy } from '@/i18n/load-dictionary';
import { deferredPart } from '@/lib/deferred-part';

// The sections below the first screen hydrate after the page, with the copy only they show
// (i18n/dictionary-parts.ts). Until then their links, answers and form work as HTML, and a press
// on a voice sample or a film waits for its section's code (the loader holds it, start-up/use-needs-app.ts).
const afterCopy = <Loaded,>(code: Promise<Loaded>) => withShownPageCopy('home', code);
const Features = deferredPart(() => afterCopy(import('@/sections/features')).then((m) => m.Features));
// The film section brings its film's words (features/video-window/transcript/film-transcripts.ts).
const MeetVideo = deferredPart(() =>
  afterCopy(
    Promise.all([
      import('@/sections/meet-video'),
      import('@/features/video-window/transcript/film-transcripts').then((m) => m.loadShownFilmTranscripts()),
    ]),
  ).then(([m]) => m.MeetVideo),
);
const EmergencyBox = deferredPart(() => afterCopy(import('@/sections/emergency-box')).then((m) => m.EmergencyBox));
const FamilyUpdates = deferredPart(() => afterCopy(import('@/sections/family-updates')).then((m) => m.FamilyUpdates));
const Testimonials = deferredPart(() => afterCopy(import('@/sections/testimonials')).then((m) => m.Testimonials));
const PricingPlan = deferredPart(() => afterCopy(import('@/sections/pricing-plan')).then((m) => m.PricingPlan));
const Waitlist = deferredPart(() => afterCopy(import('@/sections/waitlist')).then((m) => m.Waitlist));
const FaqList = deferredPart(() => afterCopy(import('@/sections/faq-list')).then((m) => m.FaqList));
const SupportOptions = deferredPart(() =>
  afterCopy(import('@/sections/support-options')).then((m) => m.SupportOptions),
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
