import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths';
import { freePort, waitFor } from './ports';

/**
 * `npm run dev` as a developer starts it in a terminal (docs/development.md), on free loopback
 * ports so that it never meets a running `npm start` or another test, with the API on a fresh
 * embedded database.
 */
export interface DevLoop {
  shellUrl: string;
  apiUrl: string;
  /** The operator console's dev server, in front of the API's operator listener. */
  consoleUrl: string;
  /** Every port the run listens on: the five apps, the API, its operator listener and the console's dev server. */
  ports: number[];
  /** Milliseconds from `npm run dev` to its 'ready' line. */
  startupMs: number;
  output(): string;
  /** The processes of the run now: npm, the launcher, the dev servers, the API and what they started. */
  processes(): number[];
  /**
   * SIGTERM to npm alone, as a process manager or an editor's stop button sends it (npm does not
   * pass it on to the launcher; Ctrl-C in a terminal reaches both).
   */
  terminate(): void;
  /** Kills whatever of the run is left, and removes the API's data folder. */
  cleanUp(): void;
}

interface ProcessInfo {
  pid: number;
  ppid: number;
  pgid: number;
}

/** Every process on this machine, from /proc. */
function allProcesses(): ProcessInfo[] {
  const list: ProcessInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses.
      const [, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      list.push({ pid: Number(entry), ppid: Number(ppid), pgid: Number(pgid) });
    } catch {
      // ended while listed
    }
  }
  return list;
}

/** The process and all its descendants, however deep, and whatever process group they are in. */
export function processTree(rootPid: number): number[] {
  const processes = allProcesses();
  const tree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const { pid, ppid } of processes) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree].filter((pid) => processes.some((p) => p.pid === pid));
}

/** Those of the given processes that still run (a zombie waiting for its parent counts as ended). */
export function stillRunning(pids: number[]): number[] {
  return pids.filter((pid) => {
    try {
      return !/^\S+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  });
}

/** True when nothing listens on the port (on loopback). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const readyLine = /Development loop ready in/;

/** Starts `npm run dev -- <args>` and resolves once it says it is ready. */
export async function startDevLoop({ args = [] as string[], timeoutMs = 90_000 } = {}): Promise<DevLoop> {
  const [shell, onboarding, eligibility, recommendations, support, api, metrics, operator, consoleDev] = await Promise.all(
    Array.from({ length: 9 }, () => freePort()),
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-dev-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PUBLIC_HOST: '127.0.0.1',
    SHELL_PORT: String(shell),
    ONBOARDING_PORT: String(onboarding),
    ELIGIBILITY_PORT: String(eligibility),
    RECOMMENDATIONS_PORT: String(recommendations),
    SUPPORT_PORT: String(support),
    API_PORT: String(api),
    METRICS_PORT: String(metrics),
    OPERATOR_PORT: String(operator),
    CONSOLE_DEV_PORT: String(consoleDev),
    DATA_DIR: dataDir,
    MAIL_DIR: path.join(dataDir, 'mail'),
    DATABASE_URL: '',
    SMTP_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
  };
  // As in a developer's terminal, not jest's 'test'.
  delete env.NODE_ENV;

  const started = Date.now();
  // Its own process group, as a terminal gives the command it runs in the foreground.
  const npm = spawn('npm', ['run', 'dev', '--', ...args], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout?.on('data', (chunk) => (output += chunk));
  npm.stderr?.on('data', (chunk) => (output += chunk));
  const seen = new Set<number>();
  const processes = () => {
    if (npm.pid !== undefined) for (const pid of processTree(npm.pid)) seen.add(pid);
    return stillRunning([...seen]);
  };
  const cleanUp = () => {
    for (const pid of processes()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // ended meanwhile
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitFor(
      async () => {
        processes();
        if (npm.exitCode !== null) throw new Error(`npm run dev exited with ${npm.exitCode}`);
        return readyLine.test(output);
      },
      '`npm run dev` to be ready',
      timeoutMs,
    );
  } catch (error) {
    cleanUp();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const startupMs = Date.now() - started;
  processes();

  return {
    shellUrl: `http://127.0.0.1:${shell}`,
    apiUrl: `http://127.0.0.1:${api}`,
    consoleUrl: `http://127.0.0.1:${consoleDev}`,
    ports: [shell, onboarding, eligibility, recommendations, support, api, operator, consoleDev],
    startupMs,
    output: () => output,
    processes,
    terminate: () => npm.kill('SIGTERM'),
    cleanUp,
  };
}

/**
 * Replaces one text in a source file, as an editor's save does. The returned function puts that
 * text back (and only it, so that other edits of the file meanwhile are kept).
 */
export function editSource(file: string, from: string, to: string): () => void {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(from))
    throw new Error(`${path.relative(repoRoot, file)} does not contain ${JSON.stringify(from)}`);
  writeFileSync(file, source.replace(from, to));
  return () => {
    const now = readFileSync(file, 'utf8');
    if (now.includes(to)) writeFileSync(file, now.replace(to, from));
  };
}
