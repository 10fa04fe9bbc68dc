import { parseRuntimeConfig, runtimeConfigPath, scriptChunkTimeoutMs, type RuntimeConfig } from '@storefront/shared';

/** Reads the deploy-time settings beside index.html; never cached, so a redeploy takes effect at once. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(runtimeConfigPath, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(scriptChunkTimeoutMs),
  });
  if (!response.ok) throw new Error(`${runtimeConfigPath} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
