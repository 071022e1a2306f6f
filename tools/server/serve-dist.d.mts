import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export function createDistServer(options: { dist: string }): Server;

export function distHandler(options: { dist: string }): (request: IncomingMessage, response: ServerResponse) => void;

export function listen(
  server: Server,
  options: { port: number; host?: string; nextFreePort?: boolean },
): Promise<number>;
