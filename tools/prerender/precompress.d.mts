/** The files worth compressing: text. */
export const compressibleFile: RegExp;
/** The two encodings, by the file ending a host looks for. */
export const encodings: Record<'br' | 'gz', (content: Buffer) => Promise<Buffer>>;
/** Writes `<file>.br` and `<file>.gz` beside every text file under `dist`; resolves with how many. */
export function precompress(dist: string): Promise<number>;
/** Files the operator may replace on the host: they get no compressed copy. */
export const replaceableOnHost: RegExp;
