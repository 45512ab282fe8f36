import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { errorReplies } from '../schemas/replies';

/**
 * What the OpenAPI document promises beyond each route's own schema, kept true for every route:
 * a known path asked with a method it does not take answers 405 with Allow (not 404 or a CORS 400),
 * and every route documents the error replies any request can meet (4xx: validation, 421 host,
 * 429, ...; 5xx: 503 while draining).
 */
export interface Contract {
  /** The methods `path` takes, when some route serves it; undefined for a path no route knows. */
  methodsOf(path: string): string[] | undefined;
  /** Answers 405 with Allow when the path is known; false when it is not (the caller answers 404). */
  refuseMethod(req: FastifyRequest, reply: FastifyReply): FastifyReply | false;
}

declare module 'fastify' {
  interface FastifyInstance {
    contract: Contract;
  }
}

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** `/api/order/:order_uuid/status/` → a RegExp of its concrete paths (a trailing slash optional, as the router has it). */
function patternOf(url: string): RegExp {
  const body = url
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

async function contractPlugin(app: FastifyInstance): Promise<void> {
  const known = new Map<string, KnownPath>();
  app.addHook('onRoute', (route: RouteOptions) => {
    // The static files' catch-all (GET /*) is no path of the document; the not-found handler serves it.
    if (route.url.includes('*')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
    const key = patternOf(route.url).source;
    const entry = known.get(key) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    for (const m of methods) entry.methods.add(m);
    known.set(key, entry);
    const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
    if (schema && !schema.hide) {
      route.schema = { ...schema, response: { ...errorReplies, ...(schema.response ?? {}) } };
    }
  });

  const contract: Contract = {
    methodsOf(path) {
      const methods = new Set<string>();
      for (const entry of known.values()) if (entry.pattern.test(path)) for (const m of entry.methods) methods.add(m);
      if (methods.size === 0) return undefined;
      if (methods.has('GET')) methods.add('HEAD');
      return [...methods].sort();
    },
    refuseMethod(req, reply) {
      const allowed = contract.methodsOf(req.url.split('?')[0] ?? '/');
      if (!allowed || allowed.includes(req.method)) return false;
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          statusCode: 405,
          error: 'Method Not Allowed',
          message: `${req.method} is not allowed here; allowed: ${allowed.join(', ')}`,
        });
    },
  };

  // OPTIONS is the CORS preflight only (the cors plugin answers those): any other OPTIONS asks for a
  // method no path takes. Before the cors plugin's hook, which would call it an invalid preflight (400).
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'OPTIONS' || req.headers['access-control-request-method'] !== undefined) return;
    const refused = contract.refuseMethod(req, reply);
    if (refused) return refused;
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${req.method}:${req.url} not found` });
  });
  app.decorate('contract', contract);
}

// Not encapsulated: it sees every route added after it, and the shell's not-found handler reads app.contract.
export default fp(contractPlugin, { name: 'contract' });
