import { Content, Portal, Provider, Root, Trigger } from '@radix-ui/react-tooltip';
import { ui } from '@/config/ui';
import type { ReactElement } from 'react';

export type IconTooltipProps = {
  /** The visible hint: the same words as the button's accessible name. */
  label: string;
  /** One icon-only button. */
  children: ReactElement;
};

export type RenderIconTooltip = typeof renderIconTooltip;

/**
 * The hint itself, from Radix: on hover after the open delay, at once on keyboard focus;
 * hoverable, dismissed by Escape (only the topmost layer), a press or leaving (WCAG 1.4.13), and
 * placed where it fits on screen. It repeats the button's name for sighted pointer users.
 */
export function renderIconTooltip({ label, children }: IconTooltipProps) {
  return (
    <Provider delayDuration={ui.tooltip.delayMs} skipDelayDuration={ui.tooltip.skipDelayMs}>
      <Root>
        <Trigger asChild>{children}</Trigger>
        <Portal>
          <Content
            side="bottom"
            sideOffset={8}
            collisionPadding={8}
            className="z-[70] rounded-sm bg-ink px-3 py-1.5 text-sm text-white shadow-md"
          >
            {label}
          </Content>
        </Portal>
      </Root>
    </Provider>
  );
}
