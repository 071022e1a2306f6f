/** The path of a usable Chromium, or undefined. */
export function findChromium(): Promise<string | undefined>;
