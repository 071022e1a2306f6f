/** The path of nginx, or undefined. */
export function findNginx(): string | undefined;
