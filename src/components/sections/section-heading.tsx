type SectionHeadingProps = { id: string; title: string; intro?: string };

/** The h2 and lead paragraph that open a landing section. */
export function SectionHeading({ id, title, intro }: SectionHeadingProps) {
  return (
    <>
      <h2 id={id} className="font-serif text-3xl font-bold text-ink sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 max-w-prose text-lg text-ink-soft">{intro}</p>}
    </>
  );
}
