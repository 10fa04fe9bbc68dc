/**
 * Slow clients are cut off, over real sockets: a connection that never sends its headers, one that
 * sends them a byte at a time, one that sends its body a byte at a time, and a kept-alive one left
 * idle are each closed by the server (the slow ones with a 408 problem), while an ordinary request
 * is served all along. The timeouts are set small (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS,
 * CONNECTION_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS); each client would go on for a minute if let.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config';
import { startApp } from '../support/helpers';

interface Ending {
  /** Everything the server sent before it closed the connection. */
  answer: string;
  /** Bytes the client had sent by then. */
  sent: number;
}

/** Opens a connection, sends `head`, then `trickle` one piece every 100 ms (for up to a minute) until the server closes it. */
function slowClient(port: number, head: string, trickle?: string): Promise<Ending> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept a slow client for a minute (sent ${sent} bytes)`));
    }, 60_000);
    const send = (text: string) => {
      if (socket.destroyed || !socket.writable) return;
      socket.write(text);
      sent += Buffer.byteLength(text);
    };
    socket.on('connect', () => {
      send(head);
      if (trickle) timer = setInterval(() => send(trickle), 100);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, sent });
    });
  });
}

const problemStatus = (answer: string) => {
  const [head, body] = answer.split('\r\n\r\n');
  expect(head).toMatch(/content-type: application\/problem\+json/i);
  return { status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), body: JSON.parse(body) };
};

describe('slow clients', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await startApp({ HEADERS_TIMEOUT_MS: 1000, REQUEST_TIMEOUT_MS: 2000, CONNECTION_TIMEOUT_MS: 3000, KEEP_ALIVE_TIMEOUT_MS: 1000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    ({ port } = app.server.address() as net.AddressInfo);
  }, 120_000);
  afterAll(async () => app?.close());

  const ordinaryRequest = async () => (await fetch(`http://127.0.0.1:${port}/health`)).status;

  it('cuts off headers sent a byte at a time with a 408, and serves an ordinary request meanwhile', async () => {
    const slow = slowClient(port, 'GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ', 'a');
    expect(await ordinaryRequest()).toBe(200);
    const { answer, sent } = await slow;
    expect(sent).toBeGreaterThan(0);
    const { status, body } = problemStatus(answer);
    expect(status).toBe(408);
    expect(body).toEqual({ type: 'about:blank', title: 'Request Timeout', status: 408, detail: 'The request did not arrive in time.', code: 'request.refused' });
  });

  it('cuts off a body sent a byte at a time with a 408, and serves an ordinary request meanwhile', async () => {
    const head = 'POST /api/client-errors/public HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"remote":"';
    const slow = slowClient(port, head, 'x');
    expect(await ordinaryRequest()).toBe(200);
    const { answer, sent } = await slow;
    expect(sent).toBeGreaterThan(head.length);
    expect(problemStatus(answer).status).toBe(408);
  });

  it('closes a connection that sends nothing', async () => {
    const { answer, sent } = await slowClient(port, '');
    expect(sent).toBe(0);
    // Nothing arrived to answer: at most a 408 problem before the close.
    if (answer) expect(problemStatus(answer).status).toBe(408);
  });

  it('closes a kept-alive connection left idle after its answer', async () => {
    const { answer } = await slowClient(port, 'GET /health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('{"status":"ok"}');
  });
});

describe('timeout settings', () => {
  it('default to limits that cut off slow clients in seconds, and refuse a headers limit longer than the request limit', () => {
    const defaults = loadConfig({});
    expect([defaults.HEADERS_TIMEOUT_MS, defaults.REQUEST_TIMEOUT_MS, defaults.CONNECTION_TIMEOUT_MS, defaults.KEEP_ALIVE_TIMEOUT_MS]).toEqual([10_000, 30_000, 60_000, 72_000]);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: 5000, REQUEST_TIMEOUT_MS: 1000 })).toThrow(/HEADERS_TIMEOUT_MS/);
  });
});
