/** Processes of the deployment tests: a container's command started outside Docker, and its checks. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/** Runs a check command (a HEALTHCHECK) to its end; its exit status. */
export function runCheck(argv: string[], cwd: string, env: Record<string, string>): number | null {
  return spawnSync(argv[0], argv.slice(1), { cwd, env, timeout: 10_000, stdio: 'ignore' }).status;
}

export interface Started {
  child: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
}

export function start(argv: string[], cwd: string, env: Record<string, string>): Started {
  let output = '';
  const child = spawn(argv[0], argv.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM'); // what `docker compose stop` sends
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        const code = await exited;
        clearTimeout(timer);
        return code;
      }
      return child.exitCode;
    },
  };
}

/** Polls the URL until it answers 2xx; fails at once, with the output, if the process exits. */
export async function untilReady(server: Started, url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`exited with ${server.child.exitCode}:\n${server.output()}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready in ${timeoutMs} ms:\n${server.output()}`);
}

