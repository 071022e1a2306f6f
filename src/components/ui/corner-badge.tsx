import type { ReactNode } from 'react';

/**
 * The label on the top edge of a highlighted card: "Everything included", "Includes a device",
 * "Recommended". It is the card's first line, in the flow, drawn half above the card's edge: a
 * label that wraps at a large text size pushes the card's content down instead of covering it.
 */
export function CornerBadge({ children, className = '-mt-10' }: { children: ReactNode; className?: string }) {
  // The default margin lifts it out of a card padded p-6 with a border-4; a card padded more passes its own.
  return (
    <p
      data-badge=""
      className={`phrase-wrap mb-4 w-fit max-w-full rounded-full bg-hazel-700 px-4 py-2 font-bold text-white phone-large-text:px-3 ${className}`}
    >
      {children}
    </p>
  );
}
