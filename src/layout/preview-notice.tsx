import { marketValues, site } from '@/config/site';
import { useTranslation } from '@/i18n/use-translation';
import { pageColumnClass } from '@/components/ui/page-section';
import { notSetLink } from '@shared/build-contract';

/**
 * A build still on sample values says so at the top of every page, above everything she reads,
 * so nobody takes it for the launched site (in the footer only, it went unseen).
 */
export function PreviewNotice() {
  const { t, language } = useTranslation();
  const { samples } = marketValues(language);
  if (samples.length === 0 && site.samples.length === 0) return null;
  return (
    // A fixed size (a preview's notice, read by the operator and her testers): at the largest text
    // on a phone it leaves the first screen to the page, its voice sample in it. The home page's
    // picture, which rises under the header, starts below the notice instead (hero.tsx).
    <div
      id={notSetLink.slice(1)}
      tabIndex={-1}
      data-preview-notice=""
      className="border-b-2 border-dashed border-ink/60 bg-surface"
    >
      <p data-sample="" className={pageColumnClass('none', 'py-2 text-[15px] leading-snug font-medium text-ink')}>
        {t('sample.preview')}
      </p>
    </div>
  );
}
