/** The CSP source of an inline script: `sha256-` and its SHA-256, base64. */
export function cspHash(text: string): string;

/** The collector the operator's configuration forwards the measurement counts to, or null. */
export function configuredForwarding(): Promise<string | null>;

/** Every file `npm run deploy-config` owns, with the text it should have (null: absent), for a collector or none. */
export function deployFiles(options?: { endpoint?: string | null }): Promise<Record<string, string | null>>;
