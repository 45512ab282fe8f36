import type { FastifyInstance } from 'fastify';

export function cacheControlFor(file: string): string;
export function createStaticServer(options: { dir: string; deployments?: string }): Promise<FastifyInstance>;
export function serveStatic(options: { dir: string; deployments?: string; port: number; host?: string }): Promise<FastifyInstance>;
