import type { ReactNode } from 'react';

type CallToActionProps = { id: string; title: string; text: string; children: ReactNode };

/** The closing band of a page: a short invitation and its action. */
export function CallToAction({ id, title, text, children }: CallToActionProps) {
  return (
    <section aria-labelledby={id} className="bg-hazel-50">
      <div className="mx-auto max-w-page px-4 py-16 sm:px-6">
        <h2 id={id} className="font-serif text-3xl font-bold text-ink">
          {title}
        </h2>
        <p className="mt-4 max-w-prose text-lg text-ink-soft">{text}</p>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
