/** The path of nginx, or undefined. */
export function findNginx(): string | undefined;
/** The path of nginx's Brotli static module, or undefined. */
export function findBrotliStaticModule(nginx?: string): string | undefined;
