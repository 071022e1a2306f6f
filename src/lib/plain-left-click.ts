import type { MouseEvent } from 'react';

/** A press the app may take over: the main button, without a key that asks for a new tab or window. */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
