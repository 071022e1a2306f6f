/**
 * After a redeploy, a page open from before asks for code the host no longer has. Loading the
 * address afresh brings the new code; the mark in the history entry's state makes that happen once,
 * so a chunk that is really gone ends in the error message, not a loop. The browser restores the
 * entry's scroll position after the reload.
 */
const mark = 'reloadedForMissingCode';

function entryState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/** Reloads the page, unless this history entry was already reloaded for it; returns whether it did. */
export function reloadOnce(): boolean {
  const state = entryState();
  if (state[mark]) return false;
  window.history.replaceState({ ...state, [mark]: true }, '');
  window.location.reload();
  return true;
}

/** Clears the mark once the page's code has loaded, so a later redeploy may reload this entry again. */
export function forgetReload(): void {
  const state = entryState();
  if (!state[mark]) return;
  window.history.replaceState(Object.fromEntries(Object.entries(state).filter(([key]) => key !== mark)), '');
}
