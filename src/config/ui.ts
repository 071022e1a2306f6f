/** Behaviour constants from spec section 9. */
export const ui = {
  /** The header turns translucent with a border past this many pixels of scroll. */
  headerScrollThresholdPx: 10,
  /** The mobile menu closes on resize to desktop width, debounced. */
  resizeDebounceMs: 250,
  /** "Support Our Mission" scrolls to the top of the crowd-support page after this delay. */
  missionScrollDelayMs: 100,
  videoModal: { openDurationS: 0.3, openFromScale: 0.5 },
  /** Spec section 9: at most one toast, closing after 5 s, swiped away past 50 px. */
  toast: { limit: 1, durationMs: 5000, swipeThresholdPx: 50, removeDelayMs: 1_000_000 },
  tooltip: { delayMs: 700, skipDelayMs: 300 },
  /** Matches the `nav` screen in tailwind.config.ts: the full header nav shows from here. */
  desktopNavMediaQuery: '(min-width: 76rem)',
  /** The page background (canvas in tailwind.config.ts), for the browser's toolbar and the manifest. */
  browserThemeColor: '#FBF7F1',
} as const;
