import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useHydratedHash } from '@/lib/use-hydrated-search';

export type AccordionItem = { id: string; question: string; answer: string };

type AccordionProps = {
  items: readonly AccordionItem[];
  /** The heading level of each question, so the page's outline stays in order. */
  headingLevel: 2 | 3;
};

/**
 * Questions that open one answer at a time; a second press closes it. Each item's id is an
 * anchor, and a link to it (`#q5`) opens that item.
 */
export function Accordion({ items, headingLevel }: AccordionProps) {
  const hash = useHydratedHash();
  // The visitor's last choice, tied to the fragment it was made under: a new #link wins.
  const [choice, setChoice] = useState<{ id: string | null; hash: string } | null>(null);
  const linked = items.find((item) => `#${item.id}` === hash)?.id ?? null;
  const openId = choice && choice.hash === hash ? choice.id : linked;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className="max-w-3xl divide-y-2 divide-ink/10 border-y-2 border-ink/10">
      {items.map(({ id, question, answer }) => {
        const open = openId === id;
        return (
          <div key={id} id={id}>
            <Heading className="text-lg font-semibold">
              <button
                type="button"
                id={`${id}-question`}
                aria-expanded={open}
                aria-controls={`${id}-answer`}
                onClick={() => setChoice({ id: open ? null : id, hash })}
                className="flex min-h-14 w-full items-center justify-between gap-4 py-3 text-left text-ink hover:text-hazel-800"
              >
                {question}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-6 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            <div
              id={`${id}-answer`}
              role="region"
              aria-labelledby={`${id}-question`}
              hidden={!open}
              className="max-w-prose pb-6 text-ink-soft"
            >
              <p>{answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
