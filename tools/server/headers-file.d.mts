export type HeaderFileRule = { pattern: RegExp; headers: Record<string, string> };

/** Parses a `_headers` file into its rules, in order. */
export function parseHeadersFile(text: string): HeaderFileRule[];

/** The headers for a URL path: every matching rule's, in order. */
export function headersFor(rules: HeaderFileRule[], pathname: string): Record<string, string>;
