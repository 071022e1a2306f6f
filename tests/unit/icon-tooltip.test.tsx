import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IconTooltip } from '@/components/ui/icon-tooltip';
import { ui } from '@/config/ui';

function renderTooltips() {
  render(
    <>
      <IconTooltip label="Play the video">
        <button type="button" aria-label="Play the video" />
      </IconTooltip>
      <IconTooltip label="Text size" align="end">
        <button type="button" aria-label="Text size" />
      </IconTooltip>
    </>,
  );
  const [play, textSize] = screen.getAllByRole('button');
  if (!play || !textSize) throw new Error('two buttons expected');
  return { play, textSize, wrapperOf: (button: HTMLElement) => button.parentElement as HTMLElement };
}

const tooltip = () => screen.queryByRole('tooltip', { hidden: true });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('IconTooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on hover after the open delay, not before', () => {
    const { play, wrapperOf } = renderTooltips();
    fireEvent.pointerEnter(wrapperOf(play), { pointerType: 'mouse' });
    advance(ui.tooltip.delayMs - 1);
    expect(tooltip()).toBeNull();
    advance(1);
    expect(tooltip()).toHaveTextContent('Play the video');
    // It repeats the button's name, so assistive technology is not told twice.
    expect(tooltip()).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens the next one at once within the skip delay of the last closing', () => {
    const { play, textSize, wrapperOf } = renderTooltips();
    fireEvent.pointerEnter(wrapperOf(play), { pointerType: 'mouse' });
    advance(ui.tooltip.delayMs);
    fireEvent.pointerLeave(wrapperOf(play), { pointerType: 'mouse' });
    expect(tooltip()).toBeNull();
    fireEvent.pointerEnter(wrapperOf(textSize), { pointerType: 'mouse' });
    expect(tooltip()).toHaveTextContent('Text size');
  });

  it('opens at once on keyboard focus and closes on Escape and on blur', () => {
    const { play } = renderTooltips();
    act(() => play.focus());
    expect(tooltip()).toHaveTextContent('Play the video');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tooltip()).toBeNull();
    act(() => play.blur());
    act(() => play.focus());
    expect(tooltip()).not.toBeNull();
    act(() => play.blur());
    expect(tooltip()).toBeNull();
  });

  it('stays closed for a press, and for touch', () => {
    const { play, wrapperOf } = renderTooltips();
    fireEvent.pointerDown(wrapperOf(play), { pointerType: 'mouse' });
    act(() => play.focus());
    expect(tooltip()).toBeNull();
    fireEvent.pointerEnter(wrapperOf(play), { pointerType: 'touch' });
    advance(ui.tooltip.delayMs * 2);
    expect(tooltip()).toBeNull();
  });
});
