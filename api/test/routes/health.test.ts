/** /health, /ready, the OpenAPI document with its UI at /docs, and a path no route serves. */
import type { FastifyInstance } from 'fastify';
import { problemCodes } from '@storefront/shared/contract';
import { startApp } from '../support/helpers';

describe('health, readiness and the OpenAPI document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  }, 120_000);
  afterAll(async () => app?.close());

  it('serves /health, /ready and the OpenAPI document with a UI at /docs', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'ready' });
    expect((await app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const route of ['/api/customer-profiles/public', '/api/productFeatures/public', '/api/recommendations/public/{applicationId}/filter', '/api/email/public', '/api/images/public/banner/{imageUrl}']) {
      expect(doc.paths[route]).toBeDefined();
    }
  });

  it('documents the problems\' stable codes and the Accept-Language of the catalog answers', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    const problem = doc.components.schemas.Problem ?? Object.values(doc.components.schemas).find((s: unknown) => (s as { title?: string }).title === 'Problem');
    const codes = JSON.stringify(problem.properties.code);
    for (const code of problemCodes) expect(codes).toContain(`"${code}"`);
    for (const route of ['/api/banners/public', '/api/questions/public', '/api/productFeatures/public', '/api/recommendations/public/{applicationId}/filter']) {
      const parameters = doc.paths[route].get.parameters as { name: string; in: string }[];
      expect(parameters).toContainEqual(expect.objectContaining({ name: 'accept-language', in: 'header' }));
    }
  });

  it('answers a path no route serves with a 404 problem', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toEqual({ type: expect.any(String), title: expect.any(String), status: 404, detail: expect.stringMatching(/No route/), code: 'route.not-found' });
  });
});
