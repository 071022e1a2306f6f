export function mainConfiguration(options: { brotliModule: string; siteFile: string; foreground?: boolean }): string;
export type LocalNginx = { prefix: string; main: string };
export function writeLocalNginx(options: { dist: string; port: number; foreground?: boolean }): LocalNginx;
export function runNginx(local: LocalNginx, ...args: string[]): void;
