import { getRuntimeConfig, scriptChunkTimeoutMs } from '@storefront/shared';

/** The runtime config's chunk-load timeout; the spec value while no config is loaded. */
export function chunkLoadTimeoutMs(): number {
  try {
    return getRuntimeConfig().chunkLoadTimeoutMs;
  } catch {
    return scriptChunkTimeoutMs;
  }
}
