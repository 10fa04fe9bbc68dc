/**
 * A front end served as `npm start` and the image serve it: Debian's nginx on the image's own
 * configuration (shared/tooling/nginx), rendered from the given settings into a folder of the
 * server's own, in the foreground, in a process group of its own (its master and workers).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths';

const { prepareFrontEnd } = require(path.join(repoRoot, 'shared/tooling/nginx/prepare.cjs')) as {
  prepareFrontEnd(key: string, env: NodeJS.ProcessEnv, runDir: string): { command: string; args: string[] };
};

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
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // ended
    }
  };
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(killGroup, 10_000);
      await exited;
      clearTimeout(timer);
    }
    killGroup();
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
  return { pid: child.pid!, output: () => output, close };
}
