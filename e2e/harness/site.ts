import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { startApi, type ApiServer } from './api-server';
import { startFrontEnd } from './front-end-server';
import type { Country } from './catalog';
import { chunkLoadTimeoutMs, remoteNames, type AppKey, type RemoteName } from '@storefront/shared/contract';
import { apps, repoRoot } from './paths';
import { freePort } from './ports';

export { remoteNames, type RemoteName };

interface Listening {
  close(): Promise<void>;
}

export interface SiteOptions {
  /** Start the real API (default true). With a string, the API base URL to use instead. */
  api?: boolean | string;
  /** Shortened for failure drills; the spec's 120000 ms otherwise. */
  chunkLoadTimeoutMs?: number;
  /** Remotes that start down. */
  down?: RemoteName[];
  apiEnv?: Record<string, string>;
  /**
   * The shell's DEFAULT_COUNTRY: the market a visitor who has not chosen one is served as (pk
   * unless given). With several, one shell per country (a deployment per market), on the same
   * API and remotes: shellUrl is the first one's, shellUrlFor(country) each one's.
   */
  defaultCountries?: Country[];
  /** Something the browser talks to instead of the API directly (a failure drill's proxy). */
  apiFront?: (api: ApiServer, shellOrigin: string) => Promise<{ url: string; close(): Promise<void> }>;
}

export interface Site {
  shellUrl: string;
  /** The shell deployed with this DEFAULT_COUNTRY (startSite's defaultCountries). */
  shellUrlFor(country: Country): string;
  apiUrl: string;
  api: ApiServer | null;
  remoteUrl(name: RemoteName): string;
  /** Stops a remote's server: its port refuses connections. */
  stopRemote(name: RemoteName): Promise<void>;
  /** A server on the remote's port that accepts every request and never answers. */
  hangRemote(name: RemoteName): Promise<void>;
  /** Serves the remote again (from its dist folder, or another folder for a new release). */
  startRemote(name: RemoteName, root?: string): Promise<void>;
  stop(): Promise<void>;
}

function distOf(app: AppKey) {
  return path.join(repoRoot, apps[app].folder, 'dist');
}

export function hangingServer(port: number): Promise<Listening> {
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer(() => undefined);
  server.on('connection', (socket) => sockets.add(socket));
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

/**
 * The composed storefront on free loopback ports: shell, four remotes and (by default) the API, each
 * front end served by nginx as in production (every test runs under the shell's real security
 * headers and Content-Security-Policy).
 */
export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const defaults: (Country | undefined)[] = options.defaultCountries?.length ? options.defaultCountries : [undefined];
  const shellPorts = await Promise.all(defaults.map(() => freePort()));
  const shellOrigins = shellPorts.map((port) => `http://127.0.0.1:${port}`);
  const shellOrigin = shellOrigins[0];
  const ports = Object.fromEntries(await Promise.all(remoteNames.map(async (n) => [n, await freePort()]))) as Record<
    RemoteName,
    number
  >;
  const running = new Map<RemoteName, Listening>();
  const remoteUrl = (name: RemoteName) => `http://127.0.0.1:${ports[name]}`;

  async function startRemote(name: RemoteName, root = distOf(name)) {
    await running.get(name)?.close();
    running.set(name, await startFrontEnd(name, ports[name], { DIST_DIR: root, STOREFRONT_ORIGINS: shellOrigins.join(',') }));
  }
  async function stopRemote(name: RemoteName) {
    await running.get(name)?.close();
    running.delete(name);
  }
  async function hangRemote(name: RemoteName) {
    await stopRemote(name);
    running.set(name, await hangingServer(ports[name]));
  }

  let api: ApiServer | null = null;
  let front: { url: string; close(): Promise<void> } | null = null;
  let apiUrl: string;
  if (typeof options.api === 'string') apiUrl = options.api;
  else if (options.api === false) apiUrl = `http://127.0.0.1:${await freePort()}`;
  else {
    api = await startApi({ corsOrigins: shellOrigins, env: options.apiEnv });
    front = options.apiFront ? await options.apiFront(api, shellOrigin) : null;
    apiUrl = front?.url ?? api.url;
  }

  for (const name of remoteNames) if (!options.down?.includes(name)) await startRemote(name);
  const shells: Listening[] = [];
  for (const [i, defaultCountry] of defaults.entries()) {
    shells.push(
      await startFrontEnd('shell', shellPorts[i], {
        DIST_DIR: distOf('shell'),
        API_BASE_URL: apiUrl,
        ...Object.fromEntries(remoteNames.map((n) => [apps[n].urlVariable!, `${remoteUrl(n)}/mf-manifest.json`])),
        CHUNK_LOAD_TIMEOUT_MS: String(options.chunkLoadTimeoutMs ?? chunkLoadTimeoutMs),
        ...(defaultCountry ? { DEFAULT_COUNTRY: defaultCountry } : {}),
      }),
    );
  }

  return {
    shellUrl: shellOrigin,
    shellUrlFor(country) {
      const index = defaults.indexOf(country);
      if (index < 0) throw new Error(`No shell was started with DEFAULT_COUNTRY=${country}`);
      return shellOrigins[index];
    },
    apiUrl,
    api,
    remoteUrl,
    stopRemote,
    hangRemote,
    startRemote,
    async stop() {
      for (const shell of shells) await shell.close();
      for (const name of [...running.keys()]) await stopRemote(name);
      await front?.close();
      await api?.stop();
    },
  };
}
