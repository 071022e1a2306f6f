import type { ComponentPropsWithoutRef } from 'react';

const paddings = {
  none: '',
  tight: 'py-6',
  compact: 'py-12',
  regular: 'py-16',
  roomy: 'py-20',
  spacious: 'py-24',
} as const;

type PageColumnProps = ComponentPropsWithoutRef<'div'> & {
  /** `section` when the column is itself a section of the page (with its own heading). */
  as?: 'div' | 'section';
  /** The space above and below. */
  spacing?: Spacing;
};

type Spacing = keyof typeof paddings;

/** The page's centred content column: the page width and the side padding every band shares. */
export function pageColumnClass(spacing: Spacing, className?: string): string {
  // At a larger text size on a phone the side padding gives a little back to the words.
  return joinClasses('mx-auto max-w-page px-4 phone-large-text:px-3 sm:px-6', paddings[spacing], className);
}

/** A card's padding: a little less at a larger text size on a phone, where its words need the room. */
export const cardPadding = 'p-6 phone-large-text:p-4';

/** A `div` (or `section`) laid out as the page's content column. */
export function PageColumn({ as: Tag = 'div', spacing = 'regular', className, ...props }: PageColumnProps) {
  return <Tag {...props} className={pageColumnClass(spacing, className)} />;
}

type SectionTitleProps = ComponentPropsWithoutRef<'h2'> & {
  /** `h1` for a page's own title. */
  as?: 'h1' | 'h2';
  /** `large` grows on wider screens, for the titles that open a page or a landing section. */
  size?: 'regular' | 'large';
};

/** The serif title of a page or of one of its sections. */
export function SectionTitle({ as: Tag = 'h2', size = 'regular', className, ...props }: SectionTitleProps) {
  return (
    <Tag
      {...props}
      className={joinClasses('font-serif text-3xl font-bold text-ink', size === 'large' && 'sm:text-4xl', className)}
    />
  );
}

function joinClasses(...classes: (string | false | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
