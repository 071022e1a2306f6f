import { SectionTitle } from '@/components/ui/page-section';

type SectionHeadingProps = { id: string; title: string; intro?: string };

/** The h2 and lead paragraph that open a landing section. */
export function SectionHeading({ id, title, intro }: SectionHeadingProps) {
  return (
    <>
      <SectionTitle id={id} size="large">
        {title}
      </SectionTitle>
      {intro && <p className="mt-4 max-w-prose text-lg text-ink-soft">{intro}</p>}
    </>
  );
}
