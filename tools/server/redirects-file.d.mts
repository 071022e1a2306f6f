export type RedirectRule = { pattern: RegExp; destination: string; status: number };
export function parseRedirectsFile(text: string): RedirectRule[];
export function redirectFor(
  rules: readonly RedirectRule[],
  pathname: string,
): { location: string; status: number } | undefined;
