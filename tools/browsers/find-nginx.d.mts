/** Debian's packages of nginx and the Brotli module the configuration loads. */
export const nginxPackages: string[];
/** The path of nginx, or undefined. */
export function findNginx(): string | undefined;
/** The path of nginx's Brotli static module, or undefined. */
export function findBrotliStaticModule(nginx?: string): string | undefined;
