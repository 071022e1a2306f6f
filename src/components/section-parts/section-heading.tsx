import { SectionTitle } from '@/components/ui/page-section';

type SectionHeadingProps = {
  id: string;
  title: string;
  intro?: string;
  /** `large` (the default) for a landing section; `regular` inside a page. */
  size?: 'regular' | 'large';
};

/** The h2 and lead paragraph that open a section. */
export function SectionHeading({ id, title, intro, size = 'large' }: SectionHeadingProps) {
  return (
    <>
      <SectionTitle id={id} size={size}>
        {title}
      </SectionTitle>
      {intro && <p className="mt-4 max-w-prose text-lg text-ink-soft">{intro}</p>}
    </>
  );
}
