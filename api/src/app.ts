import { STATUS_CODES } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AppContext } from './context';
import type { ServerExtension } from './extension';
import { guestCookieSecret } from './http/guest-id';
import drain from './lifecycle/drain';
import { logOptions } from './http/log-options';
import { clientKey, tooManyAttempts } from './rules/throttle';
import type { RefusalCode } from '@tabula/shared/entities';
import { RuleViolation } from './rules/violation';
import securityHeaders from './security/headers';
import billRoutes from './routes/bills';
import checkoutRoutes from './routes/checkout';
import contract from './plugins/contract';
import cors from './plugins/cors';
import healthRoutes from './routes/health';
import hotelRoutes from './routes/hotel';
import itemRoutes from './routes/items';
import opsRoutes from './routes/ops';
import opsPaymentRoutes from './routes/ops-payments';
import orderRoutes from './routes/orders';
import paymentRoutes from './routes/payments';
import publicHost from './plugins/public-host';
import { hardenAjv, hardenRouteSchema, isPlainTextPattern } from './schemas/schema-rules';
import { componentSchemas } from '@tabula/shared/schemas';
import tabRoutes from './routes/tabs';
import venueScope from './plugins/venue-scope';
import venueRoutes from './routes/venues';
import { createVenueEvents, recordVenueEvent } from './venue-events';
import { databaseRateLimitStore } from './throttle/rate-limit-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Replaces the schema's message for missing or empty fields (texts of spec section 8). */
    validationMessage?: string;
  }
  interface FastifyInstance {
    /** The server's database, config and services (tests read the database through it). */
    tabula: AppContext;
    /**
     * Answers for a path no route knows, tried in turn before the 404 (a hosted extension's: the platform
     * sends the guests' page for client-side routes); each returns undefined to pass.
     */
    unknownPathAnswers: ((req: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> | undefined)[];
  }
}

/** The venue API, with what `extensions` host beside it (platform/ composes itself in this way). */
export async function buildApp(ctx: AppContext, extensions: readonly ServerExtension[] = []): Promise<FastifyInstance> {
  const app = Fastify({
    // Requests are logged by their path: a query may carry a preview link's token.
    logger: logOptions(ctx.config),
    // Behind a TLS-terminating proxy, its X-Forwarded-* headers tell the client's address and https.
    // Believed only from the proxies TRUST_PROXY names: from anyone else, the addresses a client writes
    // into X-Forwarded-For itself would dodge every per-client limit.
    trustProxy: ctx.config.trustProxy.length > 0 ? ctx.config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true },
    // Bodies must carry the right JSON types: "3" is not a quantity.
    ajv: {
      customOptions: { coerceTypes: false, allowUnionTypes: true },
      // Runs after Fastify adds ajv-formats, so the strict uuid format replaces theirs.
      onCreate: hardenAjv,
    } as FastifyServerOptions['ajv'],
    bodyLimit: 256 * 1024,
    // What the router refuses before any route runs (a path parameter over its length, a malformed URL) is a
    // documented refusal like any other, not Fastify's own body and status.
    frameworkErrors: (err, _req, reply) =>
      err.code === 'FST_ERR_ASYNC_CONSTRAINT'
        ? sendError(reply, 500, 'Something went wrong on our side')
        : sendError(
            reply,
            400,
            err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is longer than any this API takes' : err.message,
            'invalid_request',
          ),
    // A client that sends its request slowly (a byte now and then) or not at all must not hold a
    // connection: both limits close it, the first with 408.
    requestTimeout: ctx.config.requestTimeoutMs,
    connectionTimeout: ctx.config.connectionTimeoutMs,
    http: {
      requestTimeout: ctx.config.requestTimeoutMs,
      headersTimeout: ctx.config.requestTimeoutMs,
      // Node checks the request timeout on this interval (30 s by default, as long as the timeout itself).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(ctx.config.requestTimeoutMs / 4))),
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('tabula', ctx);
  // Per app, not per module: tests build several apps in one process, each with its own subscribers.
  app.decorate(
    'venueEvents',
    createVenueEvents((name, event) => recordVenueEvent(ctx.db, name, event)),
  );
  // First of all hooks: a draining server answers before any other work.
  await app.register(drain);
  await app.register(contract);
  // Before any route is added: every route's request schema refuses control characters.
  app.addHook('onRoute', hardenRouteSchema);
  await app.register(venueScope);
  await app.register(publicHost);

  // A hosted extension's pages may load scripts from origins it names (the platform: its remotes' builds).
  await app.register(securityHeaders, {
    remoteOrigins: async () => (await Promise.all(extensions.map((e) => e.scriptOrigins?.(ctx.db) ?? []))).flat(),
  });
  // Compressed when the client accepts it (brotli at quality 4, else gzip): the menu is 900 KB of JSON.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  // Signs the guest cookie: experiments count only the guest ids this server issued.
  await app.register(fastifyCookie, { secret: await guestCookieSecret(ctx.db) });
  // Per-client limits, on the routes that set config.rateLimit (those that answer a guess).
  await app.register(fastifyRateLimit, {
    global: false,
    // After validation: a malformed request is answered 400 whatever its client's count, and counts nothing.
    hook: 'preHandler',
    store: databaseRateLimitStore(ctx.throttle),
    // An IPv6 host holds a whole /64: counted by its network, it cannot rotate through addresses.
    keyGenerator: (req) => clientKey(req.ip),
    errorResponseBuilder: (_req, limit) => new RuleViolation(429, tooManyAttempts(limit.ttl)),
  });
  await app.register(cors);
  await app.register(fastifySwagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema, so the document says all the server checks (propertyNames, not, type lists).
      openapi: '3.1.0',
      info: {
        title: 'Tabula venue API',
        version: '1.0.0',
        description:
          'The venue API of the Tabula guest ordering app. Same-origin calls (/details-slim/, /menu-details/, ' +
          '/tables/..., /send-session-email/, /api/venue/hotel-details/) resolve the venue from the Host ' +
          '<slug>.<public host> (PUBLIC_URL; <slug>.localhost:<port> in development), else from the x-venue-slug header, else ' +
          'the default venue; other hosts are answered 421. Money is in major units, rounded to cents. Errors are ' +
          '{ statusCode, error, message, code? }: message is English, for developers; a refusal a guest can meet names ' +
          'what it is about in code, which the app words in the guest’s language.',
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  for (const schema of componentSchemas) app.addSchema(schema);

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof RuleViolation) {
      if (err.retryAfterMs !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterMs / 1000))));
      return sendError(reply, err.statusCode, err.message, err.code);
    }
    if (err.validation) {
      const missing = err.validation.some((v) => v.keyword === 'required' || v.keyword === 'minLength');
      const custom = req.routeOptions.config.validationMessage;
      const control = err.validation.find((v) => v.keyword === 'pattern' && isPlainTextPattern(v.params.pattern));
      const message = control
        ? `${err.validationContext ?? 'body'}${control.instancePath} must not contain control or format characters`
        : err.message;
      return sendError(reply, 400, missing && custom ? custom : message, 'invalid_request');
    }
    if (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500) {
      return sendError(reply, err.statusCode, err.message);
    }
    req.log.error(err);
    return sendError(reply, 500, 'Something went wrong on our side');
  });

  await app.register(healthRoutes);
  // VENUE_API=0: a process of the hosted extensions alone (the platform), beside venue API processes.
  if (ctx.config.venueApi) {
    await app.register(venueRoutes);
    await app.register(tabRoutes);
    await app.register(orderRoutes);
    await app.register(itemRoutes);
    await app.register(checkoutRoutes);
    await app.register(hotelRoutes);
    await app.register(paymentRoutes);
    await app.register(billRoutes);
    await app.register(opsRoutes);
    await app.register(opsPaymentRoutes);
  }
  app.decorate('unknownPathAnswers', []);
  for (const extension of extensions) await app.register(extension.plugin);
  // A known path asked with another method is 405 (the contract); else a hosted answer, else 404.
  app.setNotFoundHandler((req, reply) => {
    const refused = app.contract.refuseMethod(req, reply);
    if (refused) return refused;
    for (const answer of app.unknownPathAnswers) {
      const answered = answer(req, reply);
      if (answered) return answered;
    }
    return sendError(reply, 404, `Route ${req.method}:${req.url} not found`);
  });
  return app;
}

function sendError(reply: FastifyReply, statusCode: number, message: string, code?: RefusalCode) {
  return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(code && { code }) });
}
