/**
 * Federation runtime plugin of the shell (registered at build time through the factory's
 * `host.runtimePlugins`). It makes a remote that is down, broken or silent fail as a plain
 * rejected `loadRemote`, which the RemoteSlot catches, and it makes sure that no failed attempt
 * stays cached inside the runtime, so that 'Retry' really fetches again.
 *
 * This module runs before the shared singletons are negotiated, so it must not import
 * '@storefront/shared' (or React): the shell hands it the timeout through setRemoteLoadTimeout.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

let loadTimeoutMs: number | null = null;

/** Called by bootstrap with the runtime config's chunkLoadTimeoutMs before any remote loads. */
export function setRemoteLoadTimeout(ms: number): void {
  loadTimeoutMs = ms;
}

/** A remote's manifest, entry or exposed module could not be loaded. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly id: string,
    cause: unknown,
  ) {
    super(`Remote module ${id} is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

export default function storefrontFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-failure',

    /**
     * The runtime keeps the promise of a manifest request until it settles. A manifest that never
     * answers would keep every later attempt waiting on the same request, so the request is
     * aborted after the chunk-load timeout; the rejection then drops it from the runtime's cache.
     */
    fetch(url, init) {
      if (!loadTimeoutMs) return undefined;
      return fetch(url, { ...init, signal: AbortSignal.timeout(loadTimeoutMs) });
    },

    /** The remote entry script gets the same timeout instead of the runtime's 20 s default. */
    createScript() {
      return loadTimeoutMs ? { timeout: loadTimeoutMs } : undefined;
    },

    errorLoadRemote(args) {
      // Inside the manifest step the runtime only forgets the failed request when this hook
      // returns nothing; throwing here would cache the rejection and make retries useless.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[storefront] remote ${args.id} failed to load`, args.error);
      throw new RemoteUnavailableError(args.id, args.error);
    },
  };
}
