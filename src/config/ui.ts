/** Behaviour constants: timings, limits and breakpoints the components share. */
export const ui = {
  /** The header turns translucent with a border past this many pixels of scroll. */
  headerScrollThresholdPx: 10,
  /** The back-to-top link floats in the corner once the visitor is this many screens down. */
  backToTopAfterScreens: 2,
  /** While the back-to-top link floats, how often it checks that nothing has moved under it. */
  backToTopRecheckMs: 250,
  /** The mobile menu closes on resize to desktop width, debounced. */
  resizeDebounceMs: 250,
  /** "Support Our Mission" scrolls to the top of the crowd-support page after this delay. */
  missionScrollDelayMs: 100,
  videoModal: { openDurationS: 0.3, openFromScale: 0.5 },
  /** A voice clip that has not started (or resumed) playing after this long counts as failed. */
  audio: { stallTimeoutMs: 8000 },
  /** At most one toast, closing after 5 s, swiped away past 50 px; a closed one leaves the store after about 17 minutes. */
  toast: { limit: 1, durationMs: 5000, swipeThresholdPx: 50, removeDelayMs: 1_000_000 },
  tooltip: { delayMs: 700, skipDelayMs: 300 },
  /**
   * Text sizes a visitor can choose (percent of the browser's own size), and the viewport width
   * from which the full header nav fits at each: media queries ignore the page's font size, so
   * the breakpoint moves with it. tailwind.config.ts makes the stylesheet's `nav` variant from it.
   */
  textSizes: [
    { id: 'normal', percent: 100, desktopNavMinRem: 76 },
    { id: 'large', percent: 125, desktopNavMinRem: 95 },
    { id: 'larger', percent: 150, desktopNavMinRem: 114 },
  ],
  /**
   * An address without a language prefix, opened with another language saved, shows nothing of
   * the English page while the browser goes to that language's page, and never longer than this:
   * after it, the page shows what it has (English) and switches when the app runs.
   */
  savedLanguageHoldMs: 3000,
  /** The page background (canvas in tailwind.config.ts), for the browser's toolbar and the manifest. */
  browserThemeColor: '#FBF7F1',
} as const;
