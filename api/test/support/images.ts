import type { FastifyInstance } from 'fastify';

/** The image at `url` is an SVG with a year-long immutable cache, and its ETag answers 304. */
export async function expectImmutableSvg(app: FastifyInstance, url: string): Promise<void> {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.body).toContain('<svg');
  const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
}
