import type { ReactNode } from 'react';

/** The label on the top edge of a highlighted card: "Best Value", "Most Popular", "Recommended". */
export function CornerBadge({ children }: { children: ReactNode }) {
  return (
    <p className="phrase-wrap absolute -top-5 left-6 rounded-full bg-hazel-700 px-4 py-2 font-bold text-white">
      {children}
    </p>
  );
}
