/**
 * The 'request completed' line is written without pino's generic serialization (request-log.ts):
 * it must be, byte for byte, the line pino writes for the same request with the API's serializers,
 * for ordinary requests and for URLs a visitor or an attacker could send.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { loggerOptions } from '../src/logging';
import { RequestLogController } from '../src/plugins/app/request-log';

describe("the 'request completed' line", () => {
  const written: string[] = [];
  const reference: string[] = [];
  // Both loggers stamp the same time, so that whole lines can be compared.
  const options = { ...loggerOptions({ LOG_LEVEL: 'info' }), timestamp: () => ',"time":1700000000000' };
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: { ...options, stream: { write: (line: string) => void written.push(line) } }, logController: new RequestLogController() });
    // pino's own line for the same request, from the same options, written as the answer ends.
    const pinoLogger = pino(options, { write: (line: string) => void reference.push(line) });
    app.addHook('onResponse', (request, reply, done) => {
      pinoLogger.info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      done();
    });
    app.get('/cards/:id', async () => ({ ok: true }));
    app.post('/cards', async (_request, reply) => reply.code(201).send({ ok: true }));
    app.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => app.close());

  it('is the line pino writes, for ordinary, odd and hostile URLs, found or not', async () => {
    const requests = [
      { method: 'GET', url: '/cards/7' },
      { method: 'POST', url: '/cards' },
      { method: 'GET', url: '/cards/7?email=sara%40example.com&page=2' },
      { method: 'GET', url: '/cards/%22%5C%0A%E2%80%A8' },
      { method: 'GET', url: '/cards/"quoted"\\back' },
      { method: 'GET', url: '/cards/سارة' },
      { method: 'GET', url: '/no/such/page' },
      { method: 'DELETE', url: '/cards/7' },
    ] as const;
    for (const request of requests) await app.inject(request);
    // Fastify's not-found handler logs a line of its own, through pino.
    const completed = written.filter((line) => line.includes('"msg":"request completed"'));
    expect(completed).toHaveLength(requests.length);
    expect(completed).toEqual(reference);
    const parsed = completed.map((line) => JSON.parse(line));
    expect(parsed.map((line) => [line.msg, line.res.statusCode, line.res.route])).toEqual([
      ['request completed', 200, '/cards/:id'],
      ['request completed', 201, '/cards'],
      ['request completed', 200, '/cards/:id'],
      ['request completed', 200, '/cards/:id'],
      ['request completed', 404, null],
      ['request completed', 200, '/cards/:id'],
      ['request completed', 404, null],
      ['request completed', 404, null],
    ]);
    expect(parsed[2].req.url).toBe('/cards/7?email=…&page=…');
  });

  it('is not written for a route whose level is above info', async () => {
    const before = written.length;
    expect((await app.inject({ method: 'GET', url: '/quiet' })).statusCode).toBe(200);
    expect(written.length).toBe(before);
    expect(reference.at(-1)).toContain('"url":"/quiet"');
  });
});
