/** The CSP source of an inline script: `sha256-` and its SHA-256, base64. */
export function cspHash(text: string): string;

/** Every file `npm run deploy-config` owns, with the text it should have. */
export function deployFiles(): Promise<Record<string, string>>;
