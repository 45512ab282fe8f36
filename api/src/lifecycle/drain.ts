import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Drain {
  /** True once shutdown began: every request is answered 503 with Connection: close. */
  readonly draining: boolean;
  /** Begins draining and resolves when no client connection is left open, or after `graceMs`. */
  drain(graceMs: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Graceful shutdown (main.ts on SIGTERM): see drain.ts. */
    shutdownDrain: Drain;
  }
}

/**
 * Graceful shutdown for a server behind a load balancer. Closing at once reset the connections
 * clients kept alive, and a request sent on one just then failed. While draining, the server still
 * reads requests: requests in flight finish, and every new one (health checks included, so the
 * balancer stops sending) is answered 503 with Connection: close, which tells the client to open a
 * new connection, to another instance. Registered first, so the answer costs no database work.
 */
async function drainPlugin(app: FastifyInstance): Promise<void> {
  let draining = false;
  const open = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('onRequest', async (_req, reply) => {
    if (!draining) return;
    reply.header('connection', 'close').header('retry-after', '1');
    return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'The server is shutting down; try again' });
  });
  app.addHook('onSend', async (_req, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  const drain: Drain = {
    get draining() {
      return draining;
    },
    async drain(graceMs) {
      draining = true;
      // Idle kept-alive connections are not cut (a request sent just then would meet a reset): the
      // next request on each gets the 503 and its close, or Node's keep-alive timeout (5 s) ends it.
      const deadline = Date.now() + graceMs;
      while (open.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    },
  };
  app.decorate('shutdownDrain', drain);
}

// Not encapsulated: its hooks answer for every route and its decorator is the server's.
export default fp(drainPlugin, { name: 'drain' });
