import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/**
 * The word "sample" after a value that is still the build's placeholder (a made-up number or
 * address), so nobody takes it for the company's own. Only builds on default values show it.
 */
export function SampleTag() {
  const { t } = useTranslation();
  return (
    <span className="ml-1.5 inline-block rounded border border-dashed border-ink/70 px-1.5 text-[0.85em] leading-snug font-semibold text-ink">
      {t('sample.tag')}
    </span>
  );
}

type MaybeSampleProps = { sample: boolean; children: ReactNode };

/** A value shown as it is, or, while it is a sample, marked `data-sample` with the tag after it. */
export function MaybeSample({ sample, children }: MaybeSampleProps) {
  if (!sample) return children;
  return (
    <span data-sample="">
      {children}
      <SampleTag />
    </span>
  );
}
