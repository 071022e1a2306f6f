import type { ReactNode } from 'react';
import { PageColumn, SectionTitle } from '@/components/ui/page-section';

type CallToActionProps = { id: string; title: string; text: string; children: ReactNode };

/** The closing band of a page: a short invitation and its action. */
export function CallToAction({ id, title, text, children }: CallToActionProps) {
  return (
    <section aria-labelledby={id} className="bg-hazel-50">
      <PageColumn>
        <SectionTitle id={id}>{title}</SectionTitle>
        <p className="mt-4 max-w-prose text-lg text-ink-soft">{text}</p>
        <div className="mt-8">{children}</div>
      </PageColumn>
    </section>
  );
}
