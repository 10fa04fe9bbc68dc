/**
 * The request log as an operator reads it: for every request, found or not, ordinary or hostile,
 * exactly one JSON 'request completed' line that can be read alone (request id, method, URL without
 * query values, status, route pattern, latency), and nothing else about the request.
 */
import type { FastifyInstance } from 'fastify';
import { appWithLogs, type LogLine } from '../support/log-kit';

describe("the 'request completed' line", () => {
  let app: FastifyInstance;
  let raw: string[];
  let lines: () => LogLine[];

  beforeAll(async () => {
    ({ app, raw, lines } = await appWithLogs());
  }, 120_000);
  afterAll(async () => app?.close());

  it('is written once per request, names it and its outcome, and leaves query values and odd bytes harmless', async () => {
    const requests = [
      { method: 'GET', url: '/api/banners/public', status: 200, route: '/api/banners/public', logged: '/api/banners/public' },
      { method: 'GET', url: '/api/products/public/image/1301', status: 200, route: '/api/products/public/image/:productId', logged: '/api/products/public/image/1301' },
      { method: 'GET', url: '/api/questions/public?productType=Card&email=sara%40example.com', status: 200, route: '/api/questions/public', logged: '/api/questions/public?productType=…&email=…' },
      { method: 'GET', url: '/api/questions/public?productType=Mortgage', status: 400, route: '/api/questions/public', logged: '/api/questions/public?productType=…' },
      { method: 'GET', url: '/no/such/page/%22%5C%0A%E2%80%A8', status: 404, route: null, logged: '/no/such/page/%22%5C%0A%E2%80%A8' },
      { method: 'GET', url: '/no/"quoted"\\back/سارة', status: 404, route: null, logged: '/no/%22quoted%22/back/%D8%B3%D8%A7%D8%B1%D8%A9' },
      { method: 'DELETE', url: '/api/banners/public', status: 404, route: null, logged: '/api/banners/public' },
    ] as const;
    for (const { method, url, status, route, logged } of requests) {
      raw.length = 0;
      const res = await app.inject({ method, url });
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      const id = res.headers['x-request-id'] as string;
      const completed = lines().filter((line) => line.msg === 'request completed');
      expect({ url, lines: completed.length }).toEqual({ url, lines: 1 });
      expect(completed[0]).toMatchObject({
        level: 30,
        reqId: id,
        req: { id, method, url: logged },
        res: { statusCode: status, method, route },
        responseTime: expect.any(Number),
      });
      // Fastify's 'incoming request' line would only repeat the request: not written.
      expect(lines().some((line) => line.msg === 'incoming request')).toBe(false);
    }
  });
});
