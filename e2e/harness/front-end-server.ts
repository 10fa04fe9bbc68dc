/**
 * A front end served as `npm start` and the image serve it: Debian's nginx on the image's own
 * configuration (shared/tooling/nginx), rendered from the given settings into a folder of the
 * server's own, in the foreground, in a process group of its own (its master and workers).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths';

const { prepareFrontEnd } = require(path.join(repoRoot, 'shared/tooling/nginx/prepare.cjs')) as {
  prepareFrontEnd(key: string, env: NodeJS.ProcessEnv, runDir: string): { command: string; args: string[] };
};

/**
 * The run's folder of the servers still running, one file per nginx master named by its pid: a
 * server outlives a jest worker that is killed, so the run's teardown ends what the folder lists
 * (trackRun, endLeftovers).
 */
const runVariable = 'STOREFRONT_E2E_FRONT_ENDS';

/** Gives this run its folder of running servers (global-setup.ts; jest's workers inherit the variable). */
export function trackRun(): void {
  process.env[runVariable] = mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-front-ends-'));
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ended
  }
}

/** Ends every server of this run that is still running, and removes the folder (global-teardown.ts). */
export function endLeftovers(): void {
  const folder = process.env[runVariable];
  if (!folder) return;
  for (const name of readdirSync(folder)) killGroup(Number(name));
  rmSync(folder, { recursive: true, force: true });
}

/** This process's servers, ended with it when it exits without closing them. */
const running = new Set<number>();
process.once('exit', () => {
  for (const pid of running) killGroup(pid);
});

export interface FrontEndServer {
  /** The nginx master's pid (its workers are in its process group). */
  pid: number;
  output(): string;
  /** SIGTERM, as `docker stop` sends; whatever is left of its group is killed. */
  close(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Serves `key` (shell, onboarding, ...) on 127.0.0.1:`port` with `settings` (the image's variables:
 * DIST_DIR, API_BASE_URL, STOREFRONT_ORIGINS, ...); resolves once the port accepts connections.
 */
export async function startFrontEnd(key: string, port: number, settings: Record<string, string> = {}): Promise<FrontEndServer> {
  const runDir = mkdtempSync(path.join(os.tmpdir(), `storefront-${key}-`));
  const { command, args } = prepareFrontEnd(
    key,
    { HOST: '127.0.0.1', NGINX_WORKER_PROCESSES: '1', ...settings, PORT: String(port) },
    runDir,
  );
  let output = '';
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid!;
  running.add(pid);
  const runFolder = process.env[runVariable];
  const record = runFolder ? path.join(runFolder, String(pid)) : undefined;
  if (record) {
    mkdirSync(runFolder!, { recursive: true });
    writeFileSync(record, key);
  }
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => killGroup(pid), 10_000);
      await exited;
      clearTimeout(timer);
    }
    killGroup(pid);
    running.delete(pid);
    if (record) rmSync(record, { force: true });
    rmSync(runDir, { recursive: true, force: true });
  };
  const until = Date.now() + 30_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > until) {
      await close();
      throw new Error(`nginx for ${key} did not start on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { pid, output: () => output, close };
}
