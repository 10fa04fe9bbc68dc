/**
 * How `npm start` and `npm run dev` run their parts (scripts/launch/parts.cjs, on concurrently) and
 * wait for them (scripts/launch/readiness.cjs, on wait-on), with real child processes and real
 * servers on loopback.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from '../harness/ports';

const { runParts } = require('../../scripts/launch/parts.cjs');
const { untilReady } = require('../../scripts/launch/readiness.cjs');

jest.setTimeout(60_000);

interface Parts {
  pids(): Record<string, number>;
  stop(): Promise<void>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}

const node = (label: string, script: string) => ({
  label,
  name: label.toLowerCase().replace(/\W+/g, '-'),
  command: process.execPath,
  args: ['-e', script],
  env: process.env,
});
const serving = 'setInterval(() => undefined, 1000)';

describe('the parts of a launcher', () => {
  let output: string[];
  let parts: Parts | undefined;
  beforeEach(() => {
    output = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      output.push(String(chunk));
      return true;
    });
  });
  afterEach(async () => {
    await parts?.stop();
    parts = undefined;
    jest.restoreAllMocks();
  });
  const said = () => output.join('');

  it('names each part with its pid, and starts one killed with SIGKILL again, saying so', async () => {
    parts = runParts([node('The API', serving)], { restart: true, announce: true });
    const first = parts!.pids()['The API'];
    expect(said()).toContain(`The API started (pid ${first}).\n`);
    process.kill(first, 'SIGKILL');
    await waitFor(async () => (parts!.pids()['The API'] ?? first) !== first, 'a new API process', 15_000);
    const second = parts!.pids()['The API'];
    expect(alive(second)).toBe(true);
    expect(said()).toContain(
      `The API stopped (killed by SIGKILL); starting it again in 0.5 s.\nThe API started (pid ${second}).\n`,
    );
  });

  it("labels each line a part prints with the part's name", async () => {
    parts = runParts([node('api', "console.log('listening'); setInterval(() => undefined, 1000)")], {});
    await waitFor(async () => /\[api\] listening\n/.test(said()), 'the labelled line', 15_000);
  });

  it('on stop, ends every part, killing one that ignores SIGTERM and what a part started itself, and starts none again', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'launcher-parts-'));
    const marker = path.join(folder, 'ignoring-sigterm');
    const pidFile = path.join(folder, 'grandchild');
    parts = runParts(
      [
        node('The API', `process.on('SIGTERM', () => undefined); require('node:fs').writeFileSync(${JSON.stringify(marker)}, ''); ${serving}`),
        node(
          'The shell server',
          `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(serving)}], { stdio: 'ignore' });` +
            `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(c.pid)); ${serving}`,
        ),
      ],
      { restart: true, announce: true, stopGraceMs: 500 },
    );
    await waitFor(async () => existsSync(marker) && existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '', 'both parts up', 15_000);
    const pids = [...Object.values(parts!.pids()), Number(readFileSync(pidFile, 'utf8'))];
    expect(pids.filter(alive)).toHaveLength(3);
    await parts!.stop();
    await waitFor(async () => !pids.some(alive), 'every process to end', 15_000);
    expect(parts!.pids()).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(said()).not.toContain('starting it again');
    expect(said().match(/started \(pid/g)).toHaveLength(2);
    rmSync(folder, { recursive: true, force: true });
  });

  it('without restarts, reports a part that ends on its own and leaves it ended', async () => {
    const exits: string[] = [];
    parts = runParts([node('api', 'process.exit(4)')], { onUnexpectedExit: (label: string, how: string) => exits.push(`${label}: ${how}`) });
    await waitFor(async () => exits.length > 0, 'the report', 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(exits).toEqual(['api: exit code 4']);
    expect(parts!.pids()).toEqual({});
  });
});

describe('waiting for the parts', () => {
  const servers: http.Server[] = [];
  async function serve(handler: http.RequestListener): Promise<string> {
    const server = http.createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('waits until each part has answered as its check asks, and then reports none', async () => {
    let calls = 0;
    const warming = await serve((_req, res) => res.writeHead(++calls < 3 ? 503 : 200).end());
    const notFound = await serve((_req, res) => res.writeHead(404).end());
    const left = await untilReady([{ url: warming }, { url: notFound, ok: (status: number) => status < 500 }], {
      timeoutMs: 20_000,
      intervalMs: 50,
    });
    expect(left).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(3);
  });

  it('after the time runs out, names each part not ready with what it answers', async () => {
    const failing = await serve((_req, res) => res.writeHead(503).end());
    const hanging = await serve(() => undefined);
    const ready = await serve((_req, res) => res.writeHead(200).end());
    const closed = `http://127.0.0.1:${await freePort()}/`;
    const left = await untilReady(
      [
        { name: 'failing', url: failing },
        { name: 'hanging', url: hanging },
        { name: 'ready', url: ready },
        { name: 'closed', url: closed },
      ],
      { timeoutMs: 1000, probeTimeoutMs: 200, intervalMs: 50 },
    );
    expect(left.map(({ name, found }: { name: string; found: string }) => [name, found])).toEqual([
      ['failing', 'answered 503'],
      ['hanging', 'did not answer (no answer within 0.2 s)'],
      ['closed', 'did not answer (ECONNREFUSED)'],
    ]);
  });
});
