import type { Server } from 'node:http';

export function createDistServer(options: { dist: string }): Server;

export function listen(
  server: Server,
  options: { port: number; host?: string; nextFreePort?: boolean },
): Promise<number>;
