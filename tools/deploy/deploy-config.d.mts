/** The CSP source of an inline script: `sha256-` and its SHA-256, base64. */
export function cspHash(text: string): string;

/** The collector the operator's configuration forwards the measurement counts to, and what it counts; or null. */
export function configuredForwarding(): Promise<{
  endpoint: string;
  measured: { service: 'plausible' | 'umami'; site: string } | null;
} | null>;
/** The largest count the forwards pass on, in bytes. */
export const maxEventBytes: number;

/** Every file `npm run deploy-config` owns, with the text it should have (null: absent), for a collector or none. */
export function deployFiles(options?: {
  endpoint?: string | null;
  /** The service and the site it counts (VITE_ANALYTICS, VITE_ANALYTICS_SITE): a count for another site is refused. */
  measured?: { service: 'plausible' | 'umami'; site: string } | null;
  /** The DNS server nginx asks for the collector's address (NGINX_RESOLVER; 127.0.0.53). */
  resolver?: string;
  /** The hosted forms' origins the pages submit to (form-action); the default operator values' when left out. */
  formOrigins?: readonly string[];
}): Promise<Record<string, string | null>>;
/** The `_headers` file of a build made with these values: the policy its hosted forms need. */
export function headersFileFor(config: {
  markets: Record<string, { links: { preorder: string | null; waitlist: string } }>;
}): Promise<string>;
/** The hosted forms' origins of a set of operator values. */
export function configuredFormOrigins(env: Record<string, string>): Promise<string[]>;
/** Where deploy/nginx.conf expects the server's certificate and key. */
export const nginxCertificate: { certificate: string; key: string };
export const systemCertificateAuthorities: string;
export const defaultResolver: string;
/** deploy/nginx.conf behind a TLS front: the site's server alone, listening on `listen`. */
export function behindTlsFront(site: string, listen: string): string;
/** deploy/nginx.conf with its own TLS, on these addresses and with this certificate. */
export function withTls(
  site: string,
  options: { httpListen: string; tlsListen: string; certificate: string; key: string },
): string;
