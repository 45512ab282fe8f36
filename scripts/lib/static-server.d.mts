import type { FastifyInstance } from 'fastify';

export interface StaticServerLimits {
  /** A request not whole within this gets 408 and its connection closes. Default 30 s. */
  requestTimeoutMs?: number;
  /** A connection idle this long is closed. Default 60 s. */
  connectionTimeoutMs?: number;
  /** Open connections one client address may hold. Default 100. */
  maxConnectionsPerAddress?: number;
}

export function cacheControlFor(file: string, versionsDir?: string): string;
export function staticServerLimits(env?: NodeJS.ProcessEnv): StaticServerLimits;
export function createStaticServer(
  options: { dir: string; deployments?: string; holdsVersions?: boolean } & StaticServerLimits,
): Promise<FastifyInstance>;
export function serveStatic(
  options: { dir: string; deployments?: string; holdsVersions?: boolean; port: number; host?: string } & StaticServerLimits,
): Promise<FastifyInstance>;
