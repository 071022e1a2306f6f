import type { Server } from 'node:http';

export type HeaderFileRule = { pattern: RegExp; headers: Record<string, string> };

/** Parses a `_headers` file: a path pattern, then its indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderFileRule[];

/** The headers for a URL path: every matching rule's, in order. */
export function headersFor(rules: HeaderFileRule[], pathname: string): Record<string, string>;

export function createStaticServer(options: { dist: string; transformHtml?: (html: string) => string }): Server;
