import { Check } from 'lucide';
import type { ComponentPropsWithoutRef } from 'react';
import { Icon, type IconData } from '@/components/ui/icon';

type CheckItemProps = ComponentPropsWithoutRef<'li'> & { icon?: IconData };

/**
 * A list item led by a check mark: beside its words, or, at a larger text size on a phone, in
 * their first line, so a long word ("nell’abbonamento") has the line's whole width.
 */
export function CheckItem({ icon = Check, children, className = '', ...props }: CheckItemProps) {
  return (
    <li {...props} className={`flex items-start gap-3 phone-large-text:block ${className}`}>
      <Icon
        icon={icon}
        aria-hidden="true"
        className="mt-1 size-6 shrink-0 text-sage-700 phone-large-text:mt-0 phone-large-text:mr-2 phone-large-text:inline-block phone-large-text:align-[-0.2em]"
      />
      <span>{children}</span>
    </li>
  );
}
