import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** A request's path without its query: a query can carry a secret (a preview link's token), which no log may hold. */
export const pathOnly = (url: string) => url.split('?', 1)[0] as string;

/**
 * Fastify's logger options: off, or on with requests logged as Fastify logs them but by their path alone
 * (the default serializer writes the whole URL, query included).
 */
export function logOptions(config: { logger: boolean; logStream: NodeJS.WritableStream | undefined }): FastifyServerOptions['logger'] {
  if (!config.logger) return false;
  return {
    ...(config.logStream && { stream: config.logStream }),
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: pathOnly(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
