/** The path of Firefox, or undefined. */
export function findFirefox(): string | undefined;
