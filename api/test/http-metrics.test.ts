/**
 * The request metrics are counted in plain numbers and rendered at scrape time: the text a
 * Prometheus scrape gets is the same as prom-client's own Counter and Histogram would give.
 */
import { Counter, Histogram, Registry } from 'prom-client';
import { HttpMetrics } from '../src/plugins/app/http-metrics';

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const answered: [string, string, number, number][] = [
  ['GET', '/api/banners/public', 200, 0.0012],
  ['GET', '/api/banners/public', 200, 0.007],
  ['GET', '/api/banners/public', 200, 0.01],
  ['GET', '/api/banners/public', 429, 0.0004],
  ['POST', '/api/recommendations/public/count', 200, 0.3],
  ['GET', 'unmatched', 404, 12],
  ['GET', '/api/x/"quoted"\\path', 200, 0.05],
];

function promClientText(): Promise<string> {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status.',
    labelNames, buckets, registers: [registry],
  });
  for (const [method, route, status, seconds] of answered) {
    const labels = { method, route, status_code: String(status) };
    requests.inc(labels);
    duration.observe(labels, seconds);
  }
  return registry.metrics();
}

describe('HttpMetrics', () => {
  it('renders what prom-client renders for the same requests', async () => {
    const registry = new Registry();
    const metrics = new HttpMetrics(buckets);
    metrics.register(registry);
    for (const [method, route, status, seconds] of answered) metrics.record(method, route, status, seconds);
    const text = await registry.metrics();
    expect(text).toBe(await promClientText());
    expect(text).toContain('http_requests_total{method="GET",route="/api/banners/public",status_code="200"} 3');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.01",method="GET",route="/api/banners/public",status_code="200"} 3');
    expect(text).toContain('http_request_duration_seconds_bucket{le="+Inf",method="GET",route="unmatched",status_code="404"} 1');
  });

  it('renders nothing before the first request, and starts again when the registry is reset', async () => {
    const registry = new Registry();
    const metrics = new HttpMetrics(buckets);
    metrics.register(registry);
    expect(await registry.metrics()).not.toMatch(/^http_requests_total\{/m);
    metrics.record('GET', '/health', 200, 0.001);
    expect(await registry.metrics()).toMatch(/^http_requests_total\{method="GET",route="\/health",status_code="200"\} 1$/m);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toMatch(/^http_requests_total\{/m);
  });
});
