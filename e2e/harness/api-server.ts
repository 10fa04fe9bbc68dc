import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths';
import { freePort, waitFor } from './ports';

export interface ApiServer {
  url: string;
  dataDir: string;
  mailDir: string;
  /** What the API printed (stdout and stderr), for assertions on logs. */
  output(): string;
  stop(): Promise<void>;
}

export interface ApiOptions {
  corsOrigins: string[];
  env?: Record<string, string>;
}

/** The real API (built to api/dist) on a fresh embedded database in a temporary folder. */
export async function startApi({ corsOrigins, env = {} }: ApiOptions): Promise<ApiServer> {
  const entry = path.join(repoRoot, 'api/dist/server.js');
  if (!existsSync(entry)) throw new Error('api/dist/server.js is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-api-'));
  const mailDir = path.join(dataDir, 'mail');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      MAIL_DIR: mailDir,
      CORS_ORIGINS: corsOrigins.join(','),
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}:\n${output}`);
      return (await fetch(`${url}/ready`)).ok;
    }, 'the API to be ready', 60000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    url,
    dataDir,
    mailDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
