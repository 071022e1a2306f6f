/** The path of a usable Chromium, or undefined. */
export function findChromium(): Promise<string | undefined>;

/** The flags every Chromium the project starts gets (tests and benchmark). */
export const chromiumFlags: string[];
