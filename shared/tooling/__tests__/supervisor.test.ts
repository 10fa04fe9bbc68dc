/**
 * @jest-environment node
 */
// The supervisor of `npm start` and `npm run dev`, with real child processes.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { createSupervisor, restartDelayMs, supervisorDefaults } = require('../supervisor.cjs');

interface Supervisor {
  run(label: string, spec: { command: string; args?: string[]; env?: NodeJS.ProcessEnv }): void;
  pids(): Record<string, number>;
  stop(): Promise<void>;
  killAllNow(): void;
}

const quick = { firstRestartDelayMs: 50, maxRestartDelayMs: 400, healthyAfterMs: 60_000, stopGraceMs: 500 };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (condition()) return resolve();
      if (Date.now() > deadline) return reject(new Error(`never: ${what}`));
      setTimeout(check, 20);
    };
    check();
  });
}

function node(script: string) {
  return { command: process.execPath, args: ['-e', script] };
}

const serving = node('setInterval(() => undefined, 1000)');

describe('the supervisor', () => {
  let supervisor: Supervisor;
  let lines: string[];
  beforeEach(() => {
    lines = [];
    const record = (line: string) => lines.push(line);
    supervisor = createSupervisor({ log: record, warn: record, settings: quick });
  });
  afterEach(() => supervisor.stop());

  it('starts a child killed with SIGKILL again, and says so', async () => {
    supervisor.run('The API', serving);
    const first = supervisor.pids()['The API'];
    expect(lines).toEqual([`The API started (pid ${first}).`]);
    process.kill(first, 'SIGKILL');
    await until(
      () => supervisor.pids()['The API'] !== undefined && supervisor.pids()['The API'] !== first,
      'a new API process',
    );
    const second = supervisor.pids()['The API'];
    expect(alive(second)).toBe(true);
    expect(lines).toEqual([
      `The API started (pid ${first}).`,
      'The API stopped (killed by SIGKILL); starting it again in 0.1 s.',
      `The API started (pid ${second}).`,
    ]);
  });

  it('waits longer after each quick failure, up to a ceiling', async () => {
    supervisor.run('The shell server', node('process.exit(3)'));
    await until(() => lines.filter((l) => l.includes('stopped')).length >= 5, 'five failures');
    const pauses = lines.filter((l) => l.includes('stopped')).slice(0, 5);
    expect(pauses).toEqual([
      'The shell server stopped (exit code 3); starting it again in 0.1 s.',
      'The shell server stopped (exit code 3); starting it again in 0.1 s.',
      'The shell server stopped (exit code 3); starting it again in 0.2 s.',
      'The shell server stopped (exit code 3); starting it again in 0.4 s.',
      'The shell server stopped (exit code 3); starting it again in 0.4 s.',
    ]);
  });

  it('on stop, ends every child, killing one that ignores SIGTERM, and starts none again', async () => {
    const marker = path.join(mkdtempSync(path.join(os.tmpdir(), 'supervisor-')), 'ignoring-sigterm');
    supervisor.run(
      'The API',
      node(
        `process.on('SIGTERM', () => undefined); require('node:fs').writeFileSync(${JSON.stringify(marker)}, ''); setInterval(() => undefined, 1000)`,
      ),
    );
    supervisor.run('The support server', serving);
    const pids = Object.values(supervisor.pids());
    expect(pids).toHaveLength(2);
    await until(() => existsSync(marker), 'the stubborn child ignores SIGTERM');
    await supervisor.stop();
    expect(pids.filter(alive)).toEqual([]);
    expect(supervisor.pids()).toEqual({});
    expect(lines.filter((l) => l.includes('starting it again'))).toEqual([]);
    rmSync(path.dirname(marker), { recursive: true, force: true });
  });

  it('does not start a child again that ended while a restart was pending once stopped', async () => {
    supervisor.run('The eligibility server', node('process.exit(1)'));
    await until(() => lines.some((l) => l.includes('starting it again')), 'a failure');
    await supervisor.stop();
    const started = lines.filter((l) => l.includes('started')).length;
    await new Promise((resolve) => setTimeout(resolve, quick.maxRestartDelayMs + 100));
    expect(lines.filter((l) => l.includes('started'))).toHaveLength(started);
  });
});

describe('restart pauses', () => {
  it('double from half a second to thirty seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => restartDelayMs(n, supervisorDefaults))).toEqual([
      500, 1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('the supervisor with a process group per child (npm run dev)', () => {
  let supervisor: Supervisor;
  let exits: string[];
  let output: string[];
  beforeEach(() => {
    exits = [];
    output = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      output.push(String(chunk));
      return true;
    });
    supervisor = createSupervisor({
      processGroups: true,
      labelWidth: 5,
      log: () => undefined,
      settings: quick,
      onUnexpectedExit: (label: string, code: number | null) => exits.push(`${label} ${code}`),
    });
  });
  afterEach(async () => {
    await supervisor.stop();
    jest.restoreAllMocks();
  });

  it('labels each line a child prints', async () => {
    supervisor.run('api', node("console.log('listening'); setInterval(() => undefined, 1000)"));
    await until(() => output.includes('[api]   listening\n'), 'the labelled line');
  });

  it('on stop, ends what a child started itself along with it', async () => {
    const pidFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'supervisor-')), 'grandchild');
    supervisor.run(
      'shell',
      node(
        `const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => undefined, 1000)'], { stdio: 'ignore' });` +
          `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(c.pid)); setInterval(() => undefined, 1000)`,
      ),
    );
    const child = supervisor.pids().shell;
    await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '', 'the grandchild');
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    expect(alive(grandchild)).toBe(true);
    await supervisor.stop();
    await until(() => !alive(child) && !alive(grandchild), 'child and grandchild ended');
    rmSync(path.dirname(pidFile), { recursive: true, force: true });
  });

  it('reports a child that ends on its own instead of starting it again', async () => {
    supervisor.run('api', node('process.exit(4)'));
    await until(() => exits.length > 0, 'the report');
    await new Promise((resolve) => setTimeout(resolve, quick.firstRestartDelayMs * 3));
    expect(exits).toEqual(['api 4']);
    expect(supervisor.pids()).toEqual({});
  });
});
