import type { ComponentType } from 'react';
import { AccessibilityPage } from '@/pages/accessibility';
import { ApiPage } from '@/pages/api';
import { CrowdSupportPage } from '@/pages/crowdsupport';
import { FaqPage } from '@/pages/faq';
import { HomePage } from '@/pages/home';
import { NotFoundPage } from '@/pages/not-found';
import { PricingPage } from '@/pages/pricing';
import { PrivacyPage } from '@/pages/privacy';
import { SupportPage } from '@/pages/support';
import { TermsPage } from '@/pages/terms';
import { TestimonialsPage } from '@/pages/testimonials';
import { TrustPage } from '@/pages/trust';
import type { PageId } from './routes';

/** The component of each row of the route table. */
export const pageComponents: Record<PageId | 'notFound', ComponentType> = {
  home: HomePage,
  faq: FaqPage,
  support: SupportPage,
  testimonials: TestimonialsPage,
  pricing: PricingPage,
  api: ApiPage,
  crowdsupport: CrowdSupportPage,
  trust: TrustPage,
  privacy: PrivacyPage,
  terms: TermsPage,
  accessibility: AccessibilityPage,
  notFound: NotFoundPage,
};
