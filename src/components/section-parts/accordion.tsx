import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useHydratedHash } from '@/lib/use-hydrated-search';

/** A question and its answer; `more`, what follows the answer's words (a link to act on it). */
export type AccordionItem = { id: string; question: string; answer: string; more?: ReactNode };

type AccordionProps = {
  items: readonly AccordionItem[];
  /** The heading level of each question, so the page's outline stays in order. */
  headingLevel: 2 | 3;
};

/** Which item is open: the visitor's last choice, tied to the #fragment it was made under. */
type Choice = { id: string | null; hash: string };

/**
 * Questions that open one answer at a time; a second press closes it. Each is a `<details>`, so
 * the answers open without scripts (one at a time, through `name`, where the browser supports
 * it); the app keeps the rule everywhere. Each item's id is an anchor: a link to it (`#q5`) opens it.
 */
export function Accordion({ items, headingLevel }: AccordionProps) {
  const group = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const hash = useHydratedHash();
  const [choice, setChoice] = useState<Choice | null>(null);
  const linked = items.find((item) => `#${item.id}` === hash)?.id ?? null;
  const openId = choice && choice.hash === hash ? choice.id : linked;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // An answer the visitor opened before the app hydrated stays the open one.
  useEffect(() => {
    const opened = rootRef.current?.querySelector(':scope > details[open]');
    if (opened) setChoice({ id: opened.id, hash: window.location.hash });
  }, []);

  const follow = (id: string, isOpen: boolean) =>
    setChoice((previous) => {
      const current = previous && previous.hash === hash ? previous.id : linked;
      if (isOpen === (current === id)) return previous;
      return { id: isOpen ? id : null, hash };
    });

  return (
    <div ref={rootRef} className="max-w-3xl divide-y-2 divide-ink/10 border-y-2 border-ink/10">
      {items.map(({ id, question, answer, more }) => (
        <details
          key={id}
          id={id}
          name={group}
          open={openId === id}
          onToggle={(event) => follow(id, event.currentTarget.open)}
          className="group"
        >
          <summary className="flex min-h-14 items-center justify-between gap-4 py-3 text-left text-ink hover:text-hazel-800 phone-large-text:gap-2">
            <Heading className="text-lg font-semibold">{question}</Heading>
            <Icon
              icon={ChevronDown}
              aria-hidden="true"
              className="size-6 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none phone-large-text:size-5"
            />
          </summary>
          <div id={`${id}-answer`} className="max-w-prose pb-6 text-ink-soft">
            <p>{answer}</p>
            {more && <p className="mt-3">{more}</p>}
          </div>
        </details>
      ))}
    </div>
  );
}
