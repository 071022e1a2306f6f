import { Link } from 'wouter';
import { pages, pathFor, type PageId } from '@/routing/routes';
import { isSample, marketValues, site } from '@/config/site';
import { languageInfo, type Language } from '@/config/languages';
import { ui } from '@/config/ui';
import { textLinkClass } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/external-link';
import { FacebookIcon, InstagramIcon, YouTubeIcon } from '@/components/ui/social-icons';
import type { Dictionary } from '@/i18n/dictionary';
import { useTranslation } from '@/i18n/use-translation';
import { scrollToTop } from '@/lib/scroll';
import { useCurrentYear } from '@/lib/use-current-year';
import { PageColumn, pageColumnClass } from '@/components/ui/page-section';
import { sellerIdentityRows } from '@/components/section-parts/seller-identity';
import { SellerValue } from '@/components/section-parts/seller-value';
import { SampleTag } from '@/components/ui/sample-tag';

// Shown at the top of the page, loaded with the footer after hydration (site-layout.tsx).
export { PreviewNotice } from './preview-notice';

/** Every page but the home page, in the route table's order, each named by `footer.<page id>`. */
/** A page without its footer label (`footer.<page id>` in en.arb) fails to compile here, naming the key. */
type PagesWithoutFooterLabel = Exclude<Exclude<PageId, 'home'>, keyof Dictionary['footer']>;
export const pagesWithoutFooterLabel: [PagesWithoutFooterLabel] extends [never]
  ? 'none'
  : `footer.${PagesWithoutFooterLabel} is missing from the dictionaries` = 'none';
const footerPages = pages.filter(
  (page): page is (typeof pages)[number] & { id: Exclude<PageId, 'home'> } => page.id !== 'home',
);

const socialLinks = [
  { href: site.social.facebook, label: 'footer.facebook', Icon: FacebookIcon },
  { href: site.social.instagram, label: 'footer.instagram', Icon: InstagramIcon },
  { href: site.social.youtube, label: 'footer.youtube', Icon: YouTubeIcon },
] as const;

export function SiteFooter() {
  const { t, language } = useTranslation();
  const year = useCurrentYear();
  const market = marketValues(language);

  return (
    <footer className="mt-auto border-t border-ink/15 bg-sand">
      <PageColumn spacing="compact" className="grid grid-cols-1 gap-10 md:grid-cols-[1fr_2fr]">
        <div>
          <p className="inline-flex items-center gap-2 font-serif text-2xl font-bold text-ink">
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
            {site.brand}
          </p>
          <p className="mt-3 max-w-prose text-ink-soft">{t('footer.tagline')}</p>
          <ul
            aria-label={t('footer.socialLabel')}
            data-sample={isSample(language, 'social') ? '' : undefined}
            className="mt-6 flex flex-wrap items-center gap-3 print:hidden!"
          >
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
            {isSample(language, 'social') && (
              <li>
                <SampleTag />
              </li>
            )}
          </ul>
        </div>
        <nav aria-label={t('footer.label')} className="print:hidden!">
          <ul className="grid grid-cols-1 gap-x-8 gap-y-1 sm-scaled:grid-cols-2 lg-scaled:grid-cols-3">
            {footerPages.map(({ id }) => (
              <li key={id}>
                <Link
                  href={pathFor(id, language)}
                  className={textLinkClass}
                  onClick={id === 'crowdsupport' ? () => setTimeout(scrollToTop, ui.missionScrollDelayMs) : undefined}
                >
                  {t(`footer.${id}`)}
                </Link>
              </li>
            ))}
            {/* A full load, which lands on the section in every engine, with or without scripts. */}
            {languageInfo(language).market.healthDataPolicyLink && (
              <li>
                <a
                  href={`${pathFor('privacy', language)}#health`}
                  data-testid="health-data-link"
                  className={textLinkClass}
                >
                  {t('footer.healthData')}
                </a>
              </li>
            )}
          </ul>
        </nav>
      </PageColumn>
      <div className="border-t border-ink/15">
        <div className={pageColumnClass('tight', 'text-ink-soft')}>
          <BusinessDetails language={language} />
          {/* The company holds the rights; its name, once the operator gives it (not the sample's). */}
          <p>
            {t('footer.copyright', {
              year,
              company: market.samples.includes('seller.name') ? site.brand : market.seller.name,
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}

/**
 * The seller's details where a market's law wants them on every page: all of them in Korea
 * (상호, 대표자, 주소, 전화, 이메일 and the two registration numbers), the company and its number
 * in Italy (Partita IVA) and Taiwan (統一編號). Elsewhere the footer's seller page link says it.
 */
function BusinessDetails({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { seller, selling, samples } = marketValues(language);
  const shown = languageInfo(language).market.sellerInFooter;
  // Only where the market sells: elsewhere nothing is sold there from this site.
  if (!selling || shown === null) return null;
  const items = sellerIdentityRows(seller, t, samples, { nameOnly: shown === 'companyAndNumber', inFooter: true });
  return (
    <div data-testid="business-details" className="mb-3 text-base">
      <p className="font-semibold text-ink">{t('footer.business')}</p>
      <dl className="flex flex-wrap gap-x-5 gap-y-1">
        {items.map((row) => (
          <div key={row.id} data-item={row.id}>
            <dt className="mr-1 inline">{t('footer.itemLabel', { label: row.label })}</dt>
            <dd className="inline">
              <SellerValue row={row} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
