import type { ReactNode } from 'react';
import { PageColumn } from '@/components/ui/page-section';
import { SectionHeading } from '@/components/section-parts/section-heading';

type CallToActionProps = { id: string; title: string; text: string; children: ReactNode };

/** The closing band of a page: a short invitation and its action. */
export function CallToAction({ id, title, text, children }: CallToActionProps) {
  return (
    <section aria-labelledby={id} className="bg-hazel-50">
      <PageColumn>
        <SectionHeading id={id} size="regular" title={title} intro={text} />
        <div className="mt-8">{children}</div>
      </PageColumn>
    </section>
  );
}
