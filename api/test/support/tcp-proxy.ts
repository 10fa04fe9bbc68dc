import net from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on (127.0.0.1), kept across stop() and start(). */
  port: number;
  /** A URL like `target` (postgres://, redis://...) that reaches it through the proxy. */
  urlFor(target: string): string;
  /** As the server going down: every connection dropped, new ones refused. */
  stop(): Promise<void>;
  /**
   * As the server hanging (a long command, DEBUG SLEEP): connections stay open and new ones are
   * accepted, but nothing passes until start(), then everything held back does, in order.
   */
  hang(): void;
  /** As the server coming back: connections accepted and forwarded again. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface TcpProxyOptions {
  /** Called for each connection: the function it returns sees every chunk the client sends, in order. */
  tapClient?: () => (chunk: Buffer) => void;
}

/**
 * A TCP proxy in front of a real server (PostgreSQL, Redis) that a test can take down, make hang
 * and bring back, to drill what the API does while a dependency is away, or watch what it sends.
 */
export async function startTcpProxy(targetHost: string, targetPort: number, options: TcpProxyOptions = {}): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let hanging = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    // What a paused socket receives waits in its buffers until it is resumed.
    if (hanging) socket.pause();
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    track(client);
    track(upstream);
    if (options.tapClient) client.on('data', options.tapClient());
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    urlFor: (target) => {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    stop: async () => {
      const closed = stopListening();
      dropAll();
      await closed;
    },
    hang: () => {
      hanging = true;
      for (const socket of sockets) socket.pause();
    },
    start: async () => {
      hanging = false;
      for (const socket of sockets) socket.resume();
      if (!server.listening) await listen(port);
    },
    close: async () => {
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
}
