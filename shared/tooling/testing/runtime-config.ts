import { remoteNames, scriptChunkTimeoutMs, setRuntimeConfig, type RuntimeConfig } from '@storefront/shared';

/** What the deploy would write to /runtime-config.json, pointing at hosts that exist only in tests. */
export const testRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  remotes: Object.fromEntries(
    remoteNames.map((name) => [name, `http://remotes.test/${name}/mf-manifest.json`]),
  ) as RuntimeConfig['remotes'],
  chunkLoadTimeoutMs: scriptChunkTimeoutMs,
};

/** Sets the runtime config the endpoints read (renderStep does this itself). */
export function setTestRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): void {
  setRuntimeConfig({ ...testRuntimeConfig, ...overrides });
}
