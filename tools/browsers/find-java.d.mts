/** The path of a Java of version 17 or newer (what the Nu HTML Checker needs), or undefined. */
export function findJava(): string | undefined;
