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
  /**
   * As the path to the server going silent (a black hole): new connections are accepted and open
   * ones stay open, but nothing passes either way, and what is sent is lost. The connections open
   * meanwhile stay silent for good, also after start(), until a side closes them.
   */
  blackHole(): void;
  /** Connections the proxy holds open that forward nothing (see blackHole). */
  silentConnections(): number;
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
  /** Each forwarded connection's two sockets, to silence them (blackHole). */
  const pairs = new Set<[client: net.Socket, upstream: net.Socket]>();
  /** The client sides of the connections that forward nothing. */
  const silentClients = new Set<net.Socket>();
  let hanging = false;
  let silenced = false;
  /** Reads and drops all that `socket` receives, and keeps it open. */
  const drop = (socket: net.Socket) => {
    socket.on('data', () => undefined);
    socket.resume();
  };
  const silence = (client: net.Socket) => {
    silentClients.add(client);
    client.on('close', () => silentClients.delete(client));
    drop(client);
  };
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    // What a paused socket receives waits in its buffers until it is resumed.
    if (hanging) socket.pause();
  };
  const server = net.createServer((client) => {
    track(client);
    if (silenced) {
      silence(client);
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    if (options.tapClient) client.on('data', options.tapClient());
    client.pipe(upstream);
    upstream.pipe(client);
    // A close passes to the other side unless the connection has been silenced meanwhile.
    client.on('close', () => pairs.delete(pair) && upstream.destroy());
    upstream.on('close', () => pairs.delete(pair) && client.destroy());
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
    blackHole: () => {
      silenced = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        silence(client);
        drop(upstream);
      }
      pairs.clear();
    },
    silentConnections: () => silentClients.size,
    start: async () => {
      hanging = false;
      silenced = false;
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
