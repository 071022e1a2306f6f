import { useHydrated } from '@/lib/use-hydrated';
import { liveControl, startUpAttributes } from './contract';

/**
 * The props of a control whose press needs the app (a voice sample, the text size, a video's
 * window): `data-needs-app` in the prerendered HTML, so the loader holds a press made before the
 * control's code runs, and `data-needs-app="live"` from the render right after its hydration, so
 * the loader replays that press and holds no more.
 */
export function useNeedsAppProps(): { [startUpAttributes.needsApp]: string } {
  return { [startUpAttributes.needsApp]: useHydrated() ? liveControl : '' };
}
