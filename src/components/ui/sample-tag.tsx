import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/**
 * The word "sample" after a value that is still the build's placeholder (a made-up number or
 * address), so nobody takes it for the company's own. Only builds on default values show it. It
 * takes the colour of the text it follows (a dark button's too), after a space, so the value and
 * the word never read as one.
 */
export function SampleTag() {
  const { t } = useTranslation();
  return (
    <>
      {' '}
      <span className="ml-1 inline-block rounded border border-dashed border-current px-1.5 text-[0.85em] leading-snug font-semibold whitespace-nowrap">
        {t('sample.tag')}
      </span>
    </>
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

/**
 * A button's label with the tag after it while its target is a sample: one run of text, so the
 * tag wraps like a word after the label, never squeezed beside it as a flex item of its own.
 */
export function LabelWithSampleTag({ sample, children }: MaybeSampleProps) {
  if (!sample) return children;
  return (
    <span>
      {children}
      <SampleTag />
    </span>
  );
}
