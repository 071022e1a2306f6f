import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IconTooltip, loadTooltips } from '@/components/ui/tooltip';
import { ui } from '@/config/ui';

function renderTooltips() {
  render(
    <>
      <IconTooltip label="Play the video">
        <button type="button" aria-label="Play the video" />
      </IconTooltip>
      <IconTooltip label="Text size">
        <button type="button" aria-label="Text size" />
      </IconTooltip>
    </>,
  );
  const [play, textSize] = screen.getAllByRole('button');
  if (!play || !textSize) throw new Error('two buttons expected');
  return { play, textSize };
}

/** The first button, once Radix's trigger has replaced it (it carries `data-state`). */
const playOnceRadixIsIn = () =>
  waitFor(() => {
    const [first] = screen.getAllByRole('button');
    if (!first?.hasAttribute('data-state')) throw new Error('not Radix yet');
    return first;
  });

// Radix renders the hint twice: visibly, and a copy for assistive technology (role="tooltip").
const hint = () => screen.queryByRole('tooltip');

describe('IconTooltip', () => {
  it('is the button alone until the hint’s code has loaded, then Radix’s trigger', async () => {
    const { play } = renderTooltips();
    expect(play).not.toHaveAttribute('data-state');
    await act(() => loadTooltips());
    await waitFor(() => expect(screen.getAllByRole('button')[0]).toHaveAttribute('data-state', 'closed'));
  });

  it('opens at once on keyboard focus and closes on Escape', async () => {
    await loadTooltips();
    renderTooltips();
    const button = await playOnceRadixIsIn();
    act(() => button.focus());
    await waitFor(() => expect(hint()).toHaveTextContent('Play the video'));
    fireEvent.keyDown(button, { key: 'Escape' });
    await waitFor(() => expect(hint()).toBeNull());
  });

  it('opens on hover only after the open delay, and again at once within the skip delay', async () => {
    await loadTooltips();
    renderTooltips();
    const play = await playOnceRadixIsIn();
    vi.useFakeTimers();
    try {
      fireEvent.pointerMove(play, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(ui.tooltip.delayMs - 10));
      expect(hint()).toBeNull();
      act(() => vi.advanceTimersByTime(20));
      expect(hint()).toHaveTextContent('Play the video');
      // The pointer may move onto the hint itself, so leaving the button does not close it; Escape does.
      fireEvent.keyDown(play, { key: 'Escape' });
      expect(hint()).toBeNull();
      fireEvent.pointerLeave(play, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(ui.tooltip.skipDelayMs / 2));
      fireEvent.pointerMove(play, { pointerType: 'mouse' });
      expect(hint()).toHaveTextContent('Play the video');
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the button to be at rest before putting the hint in, so no press is lost', async () => {
    // A fresh module, whose hint code has not loaded yet.
    vi.resetModules();
    const fresh = await import('@/components/ui/tooltip');
    render(
      <fresh.IconTooltip label="Menu">
        <button type="button" aria-label="Menu" />
      </fresh.IconTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    act(() => button.focus());
    await act(() => fresh.loadTooltips());
    // Still the same element while it has the focus.
    expect(screen.getByRole('button', { name: 'Menu' })).toBe(button);
    expect(document.activeElement).toBe(button);
    act(() => button.blur());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('data-state'));
  });

  it('does not replace the button while something it opened has the focus, which will come back to it', async () => {
    vi.resetModules();
    const fresh = await import('@/components/ui/tooltip');
    render(
      <>
        <fresh.IconTooltip label="Play the video">
          <button type="button" aria-label="Play the video" />
        </fresh.IconTooltip>
        <dialog open>
          <button type="button">Close</button>
        </dialog>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Play the video' });
    act(() => trigger.focus());
    await act(() => fresh.loadTooltips());
    // The dialog it opened takes the focus: the trigger must stay the element to return it to.
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('button', { name: 'Play the video' })).toBe(trigger);
    act(() => trigger.focus());
    act(() => trigger.blur());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play the video' })).toHaveAttribute('data-state'));
  });
});
