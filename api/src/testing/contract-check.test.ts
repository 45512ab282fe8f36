import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { checkContract } from './contract-check';

// The check must find each class of disagreement it claims to: a small server breaking every one.
describe('the contract check', () => {
  let app: FastifyInstance;
  let url: string;
  before(async () => {
    app = Fastify();
    await app.register(fastifySwagger, { openapi: { openapi: '3.1.0', info: { title: 'broken', version: '1' } } });
    app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
    const name = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } as const;
    // Stricter than its document: refuses long names by a validation message the document does not know.
    app.post<{ Body: { name: string } }>(
      '/stricter',
      { schema: { body: name, response: { 200: { type: 'object' } } } },
      async (req, reply) => (req.body.name.length > 5 ? reply.code(400).send({ message: 'body/name must be short' }) : {}),
    );
    // Looser than its document: takes any body the document refuses.
    app.post(
      '/looser',
      {
        schema: { body: { type: 'object', properties: { n: { type: 'integer', maximum: 3 } } }, response: { 200: { type: 'object' } } },
        validatorCompiler: () => () => true,
      },
      async () => ({}),
    );
    // Answers a status its document does not give, and a body that does not fit the one it gives.
    const teapot = { schema: { response: { 200: { type: 'object' } } } };
    app.get('/teapot', teapot, async (_req, reply) => (reply as FastifyReply).code(418).send({}));
    app.get(
      '/shape',
      { schema: { response: { 200: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } } } },
      async (_req, reply) => reply.type('application/json').serializer(JSON.stringify).send({ id: 'seven' }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  after(() => app.close());

  it('reports each class of disagreement', async () => {
    const { failures } = await checkContract(url);
    const found = (pattern: RegExp) =>
      assert.ok(
        failures.some((f) => pattern.test(f)),
        `${pattern}:\n${failures.join('\n')}`,
      );
    found(/^PUT \/stricter → 404, not 405$/);
    found(/^POST \/stricter .*the document accepts it, the server's schema refused it: body\/name must be short/);
    found(/^POST \/looser .*the document refuses it, the server accepted it \(200\)/);
    found(/^GET \/teapot .*→ 418, a status the document does not give/);
    found(/^GET \/shape .*→ 200 body does not fit its schema/);
  });
});
