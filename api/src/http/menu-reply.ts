import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { digestOf, type BuiltMenus, type Encoding } from '../domain/menu-cache';

/** The encoding to send: brotli, else gzip, when the client accepts it (a q of 0 refuses it). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

/** Does If-None-Match name this ETag (compared weakly, as RFC 9110 asks for If-None-Match)? */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Sends `head` (a venue payload without its menus, or {}) with the cached menus as its last field
 * "menus". The ETag covers both, so a guest who has this very menu gets 304 and no body; otherwise
 * the body goes out compressed (once per ETag and encoding, then from the cache). The ETag is weak:
 * the same JSON is sent in several encodings.
 */
export async function sendWithMenus(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  head: Record<string, unknown>,
  menus: BuiltMenus,
): Promise<FastifyReply> {
  const prefix = JSON.stringify(head);
  const etag = `W/"${digestOf(prefix)}.${menus.digest}"`;
  reply
    .header('etag', etag)
    .header('vary', 'accept-encoding')
    // Revalidated on every visit: a changed menu shows at once, an unchanged one costs a 304.
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8');
  if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
  const body = `${prefix.slice(0, -1)}${prefix === '{}' ? '' : ','}"menus":${menus.json}}`;
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await ctx.menuCache.compressed(etag, encoding, body));
}
