import type { ReactNode } from 'react';
import { Icon, type IconData } from '@/components/ui/icon';
import { cardPadding } from '@/components/ui/page-section';

/** `text` is the card's copy: a string, or copy with a sample mark on one of its sentences. */
export type IconCard = { id: string; icon: IconData; title: string; text: ReactNode };

type IconCardGridProps = {
  cards: readonly IconCard[];
  /** The grid's columns at each width, such as `md-scaled:grid-cols-3` (breakpoints that move with the text size). */
  columns: string;
  /** `h2` where the cards are the page's sections (trust), `h3` under a section's title. */
  headingLevel?: 'h2' | 'h3';
  iconTone?: 'hazel' | 'sage';
  className?: string;
};

const iconTones = { hazel: 'text-hazel-700', sage: 'text-sage-700' } as const;

/** Cards of an icon, a title and a short text, in a grid: the reasons, promises and safeguards of the API, crowd-support and trust pages. */
export function IconCardGrid({
  cards,
  columns,
  headingLevel = 'h3',
  iconTone = 'hazel',
  className = '',
}: IconCardGridProps) {
  const Heading = headingLevel;
  return (
    <ul className={`grid grid-cols-1 gap-6 ${columns} ${className}`.trim()}>
      {cards.map(({ id, icon, title, text }) => (
        <li key={id} className={`rounded-lg border border-ink/10 bg-surface shadow-sm ${cardPadding}`}>
          <Icon icon={icon} aria-hidden="true" className={`size-9 ${iconTones[iconTone]}`} />
          <Heading className="mt-4 text-xl font-semibold text-ink">{title}</Heading>
          <p className="mt-2 text-ink-soft">{text}</p>
        </li>
      ))}
    </ul>
  );
}
