// The phone `npm run bench` measures interactions and the saved language on (bench-interactions.mjs,
// bench-saved-language.mjs): a mid-range Android phone on a slow mobile line. docs/speed.md names
// it, and tests/unit/doc-figures.test.ts fails while the two differ.

export const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export const throttling = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/** The profile in words, as the bench prints it and docs/speed.md states it. */
export function phoneProfile() {
  const mbps = (throttling.downloadBytesPerSecond * 8) / (1024 * 1024);
  const kbps = (throttling.uploadBytesPerSecond * 8) / 1024;
  return (
    `${phone.viewport.width}×${phone.viewport.height}, touch, ${throttling.cpuSlowdown}× CPU slowdown, ` +
    `${mbps} Mbps down, ${kbps} kbps up, ${throttling.latencyMs} ms latency, no cache`
  );
}
