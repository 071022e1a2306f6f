import { Link } from 'wouter';
import { pathFor, type PageId } from '@/routing/routes';
import { site } from '@/config/site';
import { ui } from '@/config/ui';
import { ExternalLink } from '@/components/ui/external-link';
import { FacebookIcon, InstagramIcon, YouTubeIcon } from '@/components/ui/social-icons';
import type { PlainTranslationKey } from '@/i18n/translate';
import { useTranslation } from '@/i18n/use-translation';
import { scrollToTop } from '@/lib/scroll';
import { useCurrentYear } from '@/lib/use-current-year';
import { PageColumn, pageColumnClass } from '@/components/ui/page-section';

const footerLinks: readonly { page: PageId; label: PlainTranslationKey }[] = [
  { page: 'pricing', label: 'footer.pricing' },
  { page: 'testimonials', label: 'footer.testimonials' },
  { page: 'faq', label: 'footer.faq' },
  { page: 'support', label: 'footer.support' },
  { page: 'api', label: 'footer.api' },
  { page: 'crowdsupport', label: 'footer.mission' },
  { page: 'trust', label: 'footer.trust' },
  { page: 'privacy', label: 'footer.privacy' },
  { page: 'terms', label: 'footer.terms' },
  { page: 'accessibility', label: 'footer.accessibility' },
];

const socialLinks = [
  { href: site.social.facebook, label: 'footer.facebook', Icon: FacebookIcon },
  { href: site.social.instagram, label: 'footer.instagram', Icon: InstagramIcon },
  { href: site.social.youtube, label: 'footer.youtube', Icon: YouTubeIcon },
] as const;

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center rounded-sm text-ink underline underline-offset-4 hover:text-hazel-800';

export function SiteFooter() {
  const { t, language } = useTranslation();
  const year = useCurrentYear();

  return (
    <footer className="mt-auto border-t border-ink/15 bg-sand">
      <PageColumn spacing="compact" className="grid grid-cols-1 gap-10 md:grid-cols-[1fr_2fr]">
        <div>
          <p className="inline-flex items-center gap-2 font-serif text-2xl font-bold text-ink">
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
            {site.brand}
          </p>
          <p className="mt-3 max-w-prose text-ink-soft">{t('footer.tagline')}</p>
          <ul aria-label={t('footer.socialLabel')} className="mt-6 flex gap-3 print:hidden!">
            {socialLinks.map(({ href, label, Icon }) => (
              <li key={label}>
                <ExternalLink
                  href={href}
                  aria-label={`${t(label)} ${t('common.opensInNewTab')}`}
                  className="inline-flex size-12 items-center justify-center rounded-full bg-surface text-ink hover:bg-hazel-100"
                >
                  <Icon className="size-6" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('footer.label')} className="print:hidden!">
          <ul className="grid grid-cols-1 gap-x-8 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {footerLinks.map(({ page, label }) => (
              <li key={page}>
                <Link
                  href={pathFor(page, language)}
                  className={linkClass}
                  onClick={page === 'crowdsupport' ? () => setTimeout(scrollToTop, ui.missionScrollDelayMs) : undefined}
                >
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageColumn>
      <div className="border-t border-ink/15">
        <p className={pageColumnClass('tight', 'text-ink-soft')}>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
