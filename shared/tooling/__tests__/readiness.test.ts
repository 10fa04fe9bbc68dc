/**
 * @jest-environment node
 */
// How `npm start` and `npm run dev` wait for their apps, against real servers on loopback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../testing/ports';

const { untilReady } = require('../readiness.cjs');

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

it('waits until each app has answered as its check asks, and then reports none', async () => {
  let calls = 0;
  const warming = await serve((_req, res) => res.writeHead(++calls < 3 ? 503 : 200).end());
  const notFound = await serve((_req, res) => res.writeHead(404).end());
  const left = await untilReady(
    [{ url: warming }, { url: notFound, ok: (res: Response) => res.status < 500 }],
    { timeoutMs: 10_000, pauseMs: 20 },
  );
  expect(left).toEqual([]);
  expect(calls).toBe(3);
});

it('after the time runs out, names each app not ready with what its last probe found', async () => {
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
    { timeoutMs: 300, probeTimeoutMs: 200, pauseMs: 20 },
  );
  expect(left.map(({ name, found }: { name: string; found: string }) => [name, found])).toEqual([
    ['failing', 'answered 503'],
    ['hanging', 'did not answer (no answer within 0.2 s)'],
    ['closed', 'did not answer (ECONNREFUSED)'],
  ]);
});

it('stops waiting as soon as the launcher is stopping', async () => {
  const failing = await serve((_req, res) => res.writeHead(503).end());
  let stopping = false;
  setTimeout(() => (stopping = true), 100);
  const started = Date.now();
  const left = await untilReady([{ url: failing }], { timeoutMs: 60_000, pauseMs: 20, stopped: () => stopping });
  expect(Date.now() - started).toBeLessThan(30_000);
  expect(left).toHaveLength(1);
});
