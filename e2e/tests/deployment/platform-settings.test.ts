/**
 * The settings module (shared/src/contract/platform.json, read through its modules) against the
 * deployment's copies of its values: docker-compose.yml (read with a YAML parser) and .env.example
 * (read with Node's dotenv parser). Ports, the variables that move them, the remotes' URL
 * variables and the defaults must be the settings' own.
 */
import path from 'node:path';
import {
  apps,
  appKeys,
  chunkLoadTimeoutMs,
  defaultMarket,
  frontEndKeys,
  remoteNames,
} from '@storefront/shared/contract';
import { repoRoot } from '../../harness/paths';
import { composeVariables, publishedPorts, read, readCompose, readEnvFile, serviceEnv } from './deploy-files';

const compose = readCompose();
const variables = composeVariables(read('docker-compose.yml'));
const envExample = readEnvFile('.env.example');
/** The tooling's view of the same file (what the launchers and the build read). */
const tooling = require(path.join(repoRoot, 'shared/tooling/platform.cjs')) as {
  appKeys: string[];
  remoteKeys: string[];
  portOf(key: string, env?: NodeJS.ProcessEnv): number;
  storefrontUrls(host: string): { apiBaseUrl: string; remoteManifest(key: string): string; shellOrigins: string };
};
const storefrontUrls = tooling.storefrontUrls;
/** The front-end server's settings as the image works them out at start (shared/tooling/nginx). */
const { frontEndSettings } = require(path.join(repoRoot, 'shared/tooling/nginx/prepare.cjs')) as {
  frontEndSettings(key: string, env: NodeJS.ProcessEnv): {
    runtimeConfig: { apiBaseUrl: string; remotes: Record<string, string>; chunkLoadTimeoutMs: number; defaultCountry: string };
  };
};
const runtimeConfigFromEnv = (env: NodeJS.ProcessEnv) => frontEndSettings('shell', env).runtimeConfig;

describe('the settings module and its tooling view', () => {
  it('lists the same apps and remotes for TypeScript and for the tooling', () => {
    expect(tooling.appKeys).toEqual(appKeys);
    expect(tooling.remoteKeys).toEqual(remoteNames);
  });

  it('gives each app its own port and its own port variable', () => {
    expect(new Set(appKeys.map((key) => apps[key].port)).size).toBe(appKeys.length);
    expect(new Set(appKeys.map((key) => apps[key].portVariable)).size).toBe(appKeys.length);
  });

  it("reads an app's port from its variable, and refuses one that is no port number", () => {
    expect(tooling.portOf('support', {})).toBe(apps.support.port);
    expect(tooling.portOf('support', { [apps.support.portVariable]: '4004' })).toBe(4004);
    for (const bad of ['0', '65536', 'abc', '30x4']) {
      expect(() => tooling.portOf('support', { [apps.support.portVariable]: bad })).toThrow(
        `${apps.support.portVariable} must be a port number, not "${bad}"`,
      );
    }
  });
});

describe('docker-compose.yml and .env.example hold the settings', () => {
  it.each([...frontEndKeys, 'api' as const])('%s: published on its port, moved by its port variable, with the same default in .env.example', (key) => {
    const { port, portVariable } = apps[key];
    expect(publishedPorts(compose.services[key])).toContainEqual({ host: String(port), container: port });
    // The host side moves with the variable; the container keeps the app's port.
    expect(publishedPorts(compose.services[key], { [portVariable]: '4999' })).toContainEqual({ host: '4999', container: port });
    expect(variables.get(portVariable)).toBe(String(port));
    expect(envExample[portVariable]).toBe(String(port));
  });

  it("the API listens in its container on the API's port", () => {
    expect(Number(serviceEnv(compose.services.api).PORT)).toBe(apps.api.port);
  });

  it('sets exactly the remotes\' URL variables, each defaulting to the manifest on its remote\'s port', () => {
    const shellEnv = serviceEnv(compose.services.shell);
    const urlVariables = Object.keys(shellEnv).filter((name) => /^REMOTE_.*_URL$/.test(name));
    expect(urlVariables.sort()).toEqual(remoteNames.map((name) => apps[name].urlVariable).sort());
    const defaults = storefrontUrls('localhost');
    for (const name of remoteNames) {
      const variable = apps[name].urlVariable!;
      expect(shellEnv[variable]).toBe(defaults.remoteManifest(name));
      expect(envExample[variable]).toBe(defaults.remoteManifest(name));
      expect(new URL(envExample[variable]).port).toBe(String(apps[name].port));
    }
  });

  it("defaults as the servers do when nothing is set: the API's URL, the chunk timeout, the default market", () => {
    const fromNothing = runtimeConfigFromEnv({});
    const shellEnv = serviceEnv(compose.services.shell);
    expect(shellEnv.API_BASE_URL).toBe(fromNothing.apiBaseUrl);
    expect(envExample.API_BASE_URL).toBe(fromNothing.apiBaseUrl);
    expect(Number(shellEnv.CHUNK_LOAD_TIMEOUT_MS)).toBe(chunkLoadTimeoutMs);
    expect(Number(envExample.CHUNK_LOAD_TIMEOUT_MS)).toBe(chunkLoadTimeoutMs);
    expect(fromNothing.chunkLoadTimeoutMs).toBe(chunkLoadTimeoutMs);
    expect(shellEnv.DEFAULT_COUNTRY).toBe(defaultMarket);
    expect(envExample.DEFAULT_COUNTRY).toBe(defaultMarket);
    expect(fromNothing.defaultCountry).toBe(defaultMarket);
    expect(envExample.STOREFRONT_ORIGINS).toBe(`http://localhost:${apps.shell.port}`);
    expect(shellEnv.STOREFRONT_ORIGINS).toBe(envExample.STOREFRONT_ORIGINS);
  });
});
