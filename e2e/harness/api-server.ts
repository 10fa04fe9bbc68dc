import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { patientDatabaseLimits } from '../../shared/tooling/testing/database-limits';
import { copyDatabaseTemplate } from './api-template';
import { repoRoot } from './paths';
import { freePort, waitFor } from './ports';

/** Preloaded into the API process: reads its embedded database for readDatabase. */
const databaseTap = path.join(__dirname, 'api-database-tap.cjs');

export type Rows = Record<string, unknown>[];

type TapReply = { id: number; rows?: Record<string, Rows>; error?: string };

export interface ApiServer {
  url: string;
  dataDir: string;
  mailDir: string;
  /** What the API printed (stdout and stderr), for assertions on logs. */
  output(): string;
  /** Stops the process and keeps its data folder: the site answers 'no response' until resume(). */
  halt(): Promise<void>;
  /** Starts the API again on the same port and the same data folder. */
  resume(): Promise<void>;
  /** halt() then resume(), as a redeploy does: the shutdown finishes what the API had under way. */
  restart(): Promise<void>;
  /** Ends the process at once with SIGKILL (no shutdown of any kind), as a crash would; resume() starts it again. */
  crash(): Promise<void>;
  /**
   * Runs the named SQL queries on the API's database. The embedded database is a single-process
   * PGlite, so the API process itself reads it (api-database-tap.cjs), between the API's own
   * transactions. An API that is down is started again first (same port, same data).
   */
  readDatabase<Q extends Record<string, string>>(queries: Q): Promise<Record<keyof Q, Rows>>;
  /** Stops the process and removes its data folder. */
  stop(): Promise<void>;
}

export interface ApiOptions {
  corsOrigins: string[];
  env?: Record<string, string>;
  /** Start from the run's migrated and seeded database (api-template.ts), unless env names a SEED_DIR or a DATABASE_URL (default true). */
  template?: boolean;
}

/** Whether the API process is there and has not exited. */
const isRunning = (api: ChildProcess | null): api is ChildProcess =>
  api !== null && api.exitCode === null && api.signalCode === null;

let tapCalls = 0;

/** The named queries, run by the API process on its own database (api-database-tap.cjs). */
function readThroughTap<Q extends Record<string, string>>(api: ChildProcess, queries: Q): Promise<Record<keyof Q, Rows>> {
  const id = ++tapCalls;
  return new Promise((resolve, reject) => {
    const settle = () => {
      api.off('message', onMessage);
      api.off('exit', onExit);
    };
    const onMessage = (reply: TapReply) => {
      if (reply?.id !== id) return;
      settle();
      if (reply.error !== undefined) reject(new Error(`Reading the API's database failed: ${reply.error}`));
      else resolve(reply.rows as Record<keyof Q, Rows>);
    };
    const onExit = () => {
      settle();
      reject(new Error('The API stopped while its database was being read'));
    };
    api.on('message', onMessage);
    api.once('exit', onExit);
    api.send({ id, queries });
  });
}

/** The key of the operators' TOTP secrets a production start requires, as a deployment's settings give it. */
export const testOperatorTotpKey = '5a'.repeat(32);

/** The real API (built to api/dist) on a fresh embedded database in a temporary folder. */
export async function startApi({ corsOrigins, env = {}, template = true }: ApiOptions): Promise<ApiServer> {
  const entry = path.join(repoRoot, 'api/dist/server.js');
  if (!existsSync(entry)) throw new Error('api/dist/server.js is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-api-'));
  const mailDir = path.join(dataDir, 'mail');
  if (template && !env.SEED_DIR && !env.DATABASE_URL) copyDatabaseTemplate(dataDir);
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  async function launch() {
    const process_ = spawn(process.execPath, ['--require', databaseTap, entry], {
      cwd: path.join(repoRoot, 'api'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        OPERATOR_TOTP_KEY: testOperatorTotpKey,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        MAIL_DIR: mailDir,
        CORS_ORIGINS: corsOrigins.join(','),
        DATABASE_URL: '',
        SMTP_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
        // Metrics and the operator console on ports of the system's choosing: several sites (and test files) run at once.
        METRICS_PORT: '0',
        OPERATOR_PORT: '0',
        ...patientDatabaseLimits,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child = process_;
    process_.stdout?.on('data', (chunk) => (output += chunk));
    process_.stderr?.on('data', (chunk) => (output += chunk));
    exited = new Promise<void>((resolve) => process_.once('exit', () => resolve()));
    try {
      await waitFor(
        async () => {
          if (process_.exitCode !== null) throw new Error(`API exited with ${process_.exitCode}:\n${output}`);
          return (await fetch(`${url}/ready`)).ok;
        },
        'the API to be ready',
        60000,
      );
    } catch (error) {
      process_.kill('SIGKILL');
      throw new Error(`${(error as Error).message}\n${output}`);
    }
  }

  async function halt() {
    const running = child;
    if (isRunning(running)) {
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 10000);
      await exited;
      clearTimeout(timer);
    }
    child = null;
  }

  await launch();
  return {
    url,
    dataDir,
    mailDir,
    output: () => output,
    halt,
    resume: launch,
    async restart() {
      await halt();
      await launch();
    },
    async crash() {
      child?.kill('SIGKILL');
      await exited;
      child = null;
    },
    async readDatabase(queries) {
      if (!isRunning(child)) await launch();
      if (!isRunning(child)) throw new Error('The API is not running');
      return readThroughTap(child, queries);
    },
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
