/** The API as server.ts builds it, with its JSON log lines captured instead of written to stdout. */
import type { FastifyServerOptions } from 'fastify';
import { buildApp, loggerOptions } from '../../src/app';
import { buildTestApp, testConfig } from './helpers';

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  responseTime?: number;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number; method: string; route: string | null };
  [key: string]: unknown;
}

/**
 * An app at LOG_LEVEL info (unless overridden) whose log lines are kept in `raw`. `fresh`: on
 * memory://, an empty database instead of a copy of the tests' migrated and seeded template.
 */
export async function appWithLogs(
  overrides: Record<string, string | number | boolean> = {},
  options: FastifyServerOptions = {},
  { fresh = false } = {},
) {
  const config = testConfig({ LOG_LEVEL: 'info', ...overrides });
  const raw: string[] = [];
  const build = fresh ? buildApp : buildTestApp;
  const app = await build(config, { ...options, logger: { ...loggerOptions(config), stream: { write: (line: string) => void raw.push(line) } } });
  await app.ready();
  return { app, raw, lines: <Line extends object = LogLine>() => raw.map((line) => JSON.parse(line) as Line) };
}

/** The value of one sample line of the Prometheus text, e.g. `name{a="b"} 3`. */
export function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
