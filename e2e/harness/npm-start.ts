/**
 * `npm start -- --no-build` as an operator runs it (README.md's first command, over the built dist/
 * folders and api/dist): on free loopback ports, with a temporary data folder, each app's process
 * found by the pid the launcher announces; and what is left of it once it has gone. Needs the apps
 * built (`npm run build`), as the browser tests do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { operatorConsole } from '@storefront/shared/contract';
import { apps, repoRoot } from './paths';
import { testOperatorTotpKey } from './api-server';
import { freePort, waitFor } from './ports';

export const keys = ['api', 'shell', 'onboarding', 'eligibility', 'recommendations', 'support'] as const;
export type Key = (typeof keys)[number];
const labels: Record<Key, string> = {
  api: 'The API',
  shell: 'The shell server',
  onboarding: 'The onboarding server',
  eligibility: 'The eligibility server',
  recommendations: 'The recommendations server',
  support: 'The support server',
};

/** The process ids whose parent is `pid`, and theirs, from /proc. */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z '); // a zombie has ended
  } catch {
    return false;
  }
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
}

export interface Launched {
  npm: ChildProcess;
  ports: Record<Key, number>;
  output(): string;
  /** npm's exit code (null: ended by a signal). */
  exited: Promise<number | null>;
  /** The pid each app's process announced last. */
  pidOf(key: Key): number | undefined;
  url(key: Key, target?: string): string;
  /** The API's DATA_DIR, a temporary folder of its own (its embedded database). */
  dataDir: string;
  /** The API's MAIL_DIR, `mail/` in dataDir: without SMTP_URL each mail is written there as `<outbox id>.eml`. */
  mailDir: string;
  /** Kills whatever is left of its process group and removes its data folder. */
  cleanUp(): void;
}

/**
 * `npm start -- --no-build` on free ports, in its own process group, with its data folder (the
 * API's DATA_DIR and MAIL_DIR, whatever the environment says: a developer's `api/.data` is never
 * touched); `env` adds to or overrides its settings.
 */
export async function spawnStart(env: Record<string, string> = {}): Promise<Launched> {
  const ports = {} as Record<Key, number>;
  for (const key of keys) {
    const entry =
      key === 'api'
        ? 'api/dist/server.js'
        : `${apps[key].folder}/dist/${key === 'shell' ? 'index.html' : 'mf-manifest.json'}`;
    if (!existsSync(path.join(repoRoot, entry))) throw new Error(`${entry} is missing: run \`npm run build\` first`);
    ports[key] = await freePort();
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-start-'));
  const mailDir = path.join(dataDir, 'mail');
  let output = '';
  const npm = spawn('npm', ['start', '--', '--no-build'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      OPERATOR_TOTP_KEY: testOperatorTotpKey,
      HOST: '127.0.0.1',
      PUBLIC_HOST: '127.0.0.1',
      ...Object.fromEntries(keys.map((key) => [`${key.toUpperCase()}_PORT`, String(ports[key])])),
      DATA_DIR: dataDir,
      MAIL_DIR: mailDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      METRICS_PORT: '0',
      // The operator console's listener on a free port too: several launches run at once.
      [operatorConsole.portVariable]: String(await freePort()),
      OPERATOR_PORT: String(await freePort()),
      // What the API was doing shows in a failure's output.
      LOG_LEVEL: 'info',
      READY_TIMEOUT_MS: '170000',
      ...env,
    },
  });
  npm.stdout!.on('data', (chunk) => (output += chunk));
  npm.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  const launched: Launched = {
    npm,
    ports,
    output: () => output,
    exited,
    pidOf(key) {
      const last = [...output.matchAll(new RegExp(`^${labels[key]} started \\(pid (\\d+)\\)\\.$`, 'gm'))].at(-1);
      return last ? Number(last[1]) : undefined;
    },
    url: (key, target = '/') => `http://127.0.0.1:${ports[key]}${target}`,
    dataDir,
    mailDir,
    cleanUp() {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // nothing left
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return launched;
}

/** `npm start -- --no-build` on free ports, once the storefront is ready; `env` as for spawnStart. */
export async function launch(env: Record<string, string> = {}): Promise<Launched> {
  const launched = await spawnStart(env);
  const { npm, output } = launched;
  const ready = async () => /Storefront ready in/.test(output());
  const failure = await waitFor(
    async () => npm.exitCode !== null || ready(),
    'the storefront to be ready',
    180_000,
  ).then(
    async () => (npm.exitCode !== null && !(await ready()) ? `npm start exited with ${npm.exitCode}` : null),
    (error: Error) => error.message,
  );
  if (failure) {
    launched.cleanUp();
    throw new Error(`${failure}\n${output()}`);
  }
  return launched;
}

/** Once the launcher has gone: none of the processes it ran is alive, and no port answers. */
export async function expectAllGone(site: Launched, tree: number[]) {
  expect(tree.filter(alive).map((pid) => `${pid} ${commandLine(pid)}`)).toEqual([]);
  for (const key of keys) expect([key, await refuses(site.ports[key])]).toEqual([key, true]);
  expect(site.output()).toContain('Stopping the storefront...');
  expect(site.output().slice(site.output().indexOf('Stopping the storefront...'))).not.toContain('started (pid');
}

/**
 * SIGTERM to npm, as when the terminal that ran `npm start` stops it (its shell does not pass the
 * signal on): waits until npm has ended and, bounded, every process it started; gives those processes.
 */
export async function stopThroughNpm(site: Launched): Promise<number[]> {
  const tree = descendants(site.npm.pid!);
  site.npm.kill('SIGTERM');
  await site.exited;
  await waitFor(async () => !tree.some(alive), 'every process it started to end', 30_000).catch(() => undefined);
  return tree;
}
