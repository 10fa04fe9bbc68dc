/**
 * POST /api/client-errors/public: a browser reports a remote that failed to load; the API logs a
 * bounded, scrubbed line at warn and counts it in /metrics.
 */
import { buildMetricsServer } from '../../../src/metrics-server';
import { appWithLogs, sample, type LogLine } from '../../support/log-kit';

// Each test starts an app of its own (PGlite, migrations, seed): slow on a loaded machine.
jest.setTimeout(120_000);

type ReportLine = LogLine & { clientError?: Record<string, string> };

const report = { remote: 'mfe_support', module: 'HelpAndSupportPage', message: 'Loading chunk mfe_support/HelpAndSupportPage failed', url: 'http://localhost:3000/help-and-support?email=sara%40example.com#top' };

describe('POST /api/client-errors/public', () => {
  it('logs a bounded report at warn, strips unknown fields and the query, and answers 204', async () => {
    const { app, lines } = await appWithLogs();
    try {
      const res = await app.inject({
        method: 'POST', url: '/api/client-errors/public',
        headers: { 'user-agent': 'Mozilla/5.0 test', origin: 'http://localhost:3000' },
        payload: { ...report, cookie: 'secret-cookie', stack: 'x'.repeat(100) },
      });
      const scrubbed = await app.inject({
        method: 'POST', url: '/api/client-errors/public',
        payload: { ...report, module: 'Other', message: 'Cannot read properties of undefined (sara@example.com)' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      const warn = lines<ReportLine>().find((l) => l.msg === 'remote failed to load in a browser')!;
      expect(warn.level).toBe(40);
      expect(warn.reqId).toBe(res.headers['x-request-id']);
      expect(warn.clientError).toEqual({
        remote: 'mfe_support', module: 'HelpAndSupportPage', message: report.message,
        page: 'http://localhost:3000/help-and-support', userAgent: 'Mozilla/5.0 test',
      });
      expect(scrubbed.statusCode).toBe(204);
      const other = lines<ReportLine>().find((l) => l.msg === 'remote failed to load in a browser' && l.clientError?.module === 'Other')!;
      expect(other.clientError!.message).toBe('Cannot read properties of undefined ([email])');
      const all = JSON.stringify(lines<ReportLine>());
      expect(all).not.toContain('secret-cookie');
      expect(all).not.toContain('sara@example.com');
      expect(all).not.toContain('sara%40example.com');

      const metricsServer = await buildMetricsServer(app);
      const metrics = (await metricsServer.inject({ method: 'GET', url: '/metrics' })).body;
      await metricsServer.close();
      expect(sample(metrics, 'storefront_client_errors_total')).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('refuses reports that are not bounded', async () => {
    const { app, lines } = await appWithLogs();
    try {
      const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/client-errors/public', payload: payload as object });
      expect((await post({ ...report, message: 'x'.repeat(501) })).statusCode).toBe(400);
      expect((await post({ ...report, url: 'http://x/' + 'y'.repeat(2048) })).statusCode).toBe(400);
      expect((await post({ ...report, remote: 'mfe support<script>' })).statusCode).toBe(400);
      expect((await post({ module: 'M', message: 'm', url: 'u' })).statusCode).toBe(400);
      expect((await post({ ...report, remote: 42 })).statusCode).toBe(400);
      const big = await app.inject({ method: 'POST', url: '/api/client-errors/public', payload: { ...report, padding: 'z'.repeat(9000) } });
      expect(big.statusCode).toBe(413);
      expect(lines<ReportLine>().filter((l) => l.msg === 'remote failed to load in a browser')).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('is rate limited per client', async () => {
    const { app, lines } = await appWithLogs({ RATE_LIMIT_MAIL_MAX: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await app.inject({ method: 'POST', url: '/api/client-errors/public', payload: report })).statusCode);
      expect(codes).toEqual([204, 204, 204, 429, 429]);
      expect(lines<ReportLine>().filter((l) => l.msg === 'remote failed to load in a browser')).toHaveLength(3);
    } finally {
      await app.close();
    }
  });
});
