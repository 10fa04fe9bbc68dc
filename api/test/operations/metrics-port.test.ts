/**
 * The API as `node dist/server.js` starts it (startServer): the public port serves the API and its
 * docs but not /metrics, which is served on METRICS_PORT, bound to METRICS_HOST (by default the
 * machine itself: a scraper on the same host or, under compose, the internal network).
 */
import net from 'node:net';
import { loadConfig } from '../../src/config';
import { startServer, type Started } from '../../src/server';
import { testAppOptions, testConfig } from '../support/helpers';

describe('the metrics port', () => {
  let started: Started;
  beforeAll(async () => {
    const config = testConfig({ PORT: 0, HOST: '127.0.0.1', METRICS_PORT: 0, METRICS_HOST: '127.0.0.1' });
    started = await startServer(config, await testAppOptions(config));
  }, 120_000);
  afterAll(async () => started?.close());

  it('is not the public port: /metrics there is a 404 problem, while the API and /docs are served', async () => {
    const metrics = await fetch(`${started.url}/metrics`);
    expect(metrics.status).toBe(404);
    expect(metrics.headers.get('content-type')).toContain('application/problem+json');
    expect((await fetch(`${started.url}/api/banners/public`)).status).toBe(200);
    expect((await fetch(`${started.url}/docs`)).status).toBe(200);
  });

  it('serves the Prometheus text of the public port on a port of its own, bound to METRICS_HOST', async () => {
    expect(new URL(started.metricsUrl).port).not.toBe(new URL(started.url).port);
    expect((started.metrics.server.address() as net.AddressInfo).address).toBe('127.0.0.1');
    expect((await fetch(`${started.url}/api/banners/public`)).status).toBe(200);
    const res = await fetch(started.metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toMatch(/^http_requests_total\{method="GET",route="\/api\/banners\/public",status_code="200"\} [1-9]/m);
  });

  it('answers what the HTTP parser refuses (a NUL in a header, a broken request line) as a problem, and closes the connection', async () => {
    const port = (started.metrics.server.address() as net.AddressInfo).port;
    for (const request of ['GET /metrics HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n', 'GET /metrics HTTP/9.9\r\n\r\n']) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString('latin1')));
        socket.on('error', reject);
        socket.on('close', () => resolve(received));
      });
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(head).toMatch(/^Content-Type: application\/problem\+json/im);
      expect(head).toMatch(/^Connection: close$/im);
      expect(JSON.parse(body)).toEqual({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The request is not valid HTTP.', code: 'request.refused' });
    }
  });

  it('defaults to 127.0.0.1:9464', () => {
    const defaults = loadConfig({});
    expect([defaults.METRICS_HOST, defaults.METRICS_PORT]).toEqual(['127.0.0.1', 9464]);
  });
});
