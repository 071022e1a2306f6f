/** What to do without nginx or its Brotli module. */
export const missingNginx: string;
export function mainConfiguration(options: { brotliModule: string; siteFile: string; foreground?: boolean }): string;
export type LocalNginx = { prefix: string; main: string };
/** `site`: the server block to use instead of deploy/nginx.conf (one rendered for a collector, say). */
export function writeLocalNginx(options: {
  dist: string;
  port: number;
  foreground?: boolean;
  site?: string;
  /** Keep the configuration's own listeners (rewritten by withTls) instead of plain HTTP on `port`. */
  tls?: boolean;
}): LocalNginx;
export function runNginx(local: LocalNginx, ...args: string[]): void;
