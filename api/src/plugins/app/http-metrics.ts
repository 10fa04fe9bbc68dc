import type { Metric, Registry } from 'prom-client';

/**
 * `http_requests_total` and `http_request_duration_seconds` by method, route pattern and status,
 * counted in plain numbers and handed to prom-client only when /metrics is scraped.
 *
 * prom-client's own Counter and Histogram validate the labels and build a key string from them on
 * every `inc` and `observe`, twice per request; here a request costs one key, one map lookup and
 * a few additions. The registry reads these two objects like its own metrics (it calls `get()`),
 * and the text it renders is the same: a counter sample per series, a histogram's cumulative
 * `_bucket` samples (`le` first, then `+Inf`), `_sum` and `_count`.
 */

type Labels = { method: string; route: string; status_code: string };

interface Series {
  labels: Labels;
  count: number;
  sum: number;
  /** Observations per bucket, not cumulative; the last slot counts those above every bound. */
  perBucket: Float64Array;
}

interface Sample {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

export class HttpMetrics {
  private readonly series = new Map<string, Series>();

  constructor(private readonly buckets: readonly number[]) {}

  /** One answered request; `route` is the route pattern (never the URL), `seconds` its latency. */
  record(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${statusCode} ${method} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = { labels: { method, route, status_code: String(statusCode) }, count: 0, sum: 0, perBucket: new Float64Array(this.buckets.length + 1) };
      this.series.set(key, series);
    }
    series.count += 1;
    series.sum += seconds;
    let bucket = 0;
    while (bucket < this.buckets.length && seconds > this.buckets[bucket]) bucket++;
    series.perBucket[bucket] += 1;
  }

  /** Adds both metrics to the registry; they render whatever has been recorded by then. */
  register(registry: Registry): void {
    const series = () => [...this.series.values()];
    const requests = this.metric('http_requests_total', 'HTTP requests answered, by method, route pattern and status.', 'counter', () =>
      series().map((s) => ({ labels: s.labels, value: s.count })));
    const duration = this.metric(
      'http_request_duration_seconds',
      'Time from receiving a request to sending its answer, by method, route pattern and status.',
      'histogram',
      () => series().flatMap((s) => this.histogramSamples(s)),
    );
    registry.registerMetric(requests);
    registry.registerMetric(duration);
  }

  private histogramSamples(series: Series): Sample[] {
    const name = 'http_request_duration_seconds';
    let cumulative = 0;
    const samples: Sample[] = this.buckets.map((le, i) => {
      cumulative += series.perBucket[i];
      return { labels: { le, ...series.labels }, value: cumulative, metricName: `${name}_bucket` };
    });
    samples.push(
      { labels: { le: '+Inf', ...series.labels }, value: series.count, metricName: `${name}_bucket` },
      { labels: series.labels, value: series.sum, metricName: `${name}_sum` },
      { labels: series.labels, value: series.count, metricName: `${name}_count` },
    );
    return samples;
  }

  /** The shape prom-client's registry reads from a metric (name, help, type, values; `reset` on resetMetrics). */
  private metric(name: string, help: string, type: 'counter' | 'histogram', values: () => Sample[]): Metric {
    const metric = {
      name,
      help,
      type,
      aggregator: 'sum',
      get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
      reset: () => this.series.clear(),
    };
    // The registry's type only names its own classes; it uses no more of them than the above.
    return metric as unknown as Metric;
  }
}
