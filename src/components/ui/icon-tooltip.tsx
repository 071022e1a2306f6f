import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';

type IconTooltipProps = {
  /** The visible hint; the same words as the control's accessible name. */
  label: string;
  /** One icon-only button. */
  children: ReactElement;
};

/** A hint for an icon-only button, on hover and on keyboard focus (delays set by the provider). */
export function IconTooltip({ label, children }: IconTooltipProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          aria-hidden="true"
          className="z-[70] rounded-sm bg-ink px-3 py-1.5 text-sm text-white shadow-md"
        >
          {label}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
