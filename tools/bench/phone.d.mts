/** The bench's phone: its viewport and touch, for a Playwright context. */
export const phone: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};
/** The bench's slow CPU and line. */
export const throttling: {
  cpuSlowdown: number;
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
};
/** The profile in words, as the bench prints it and docs/speed.md states it. */
export function phoneProfile(): string;
