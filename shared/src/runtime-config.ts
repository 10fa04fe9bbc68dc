import type { CountryCode } from './api/types';
import { scriptChunkTimeoutMs } from './constants';
import { apps, remoteNames, type RemoteName } from './contract/platform';
import { defaultOperatorIdentity, parseOperatorIdentity, type OperatorIdentity } from './contract/operator-identity';
import { defaultCountryCode, isCountryCode } from './countries';

export { remoteNames, type RemoteName };

/** The name each remote's container registers under (platform.json, also read by the build). */
export function federationName(remote: RemoteName): string {
  return apps[remote].federationName ?? remote;
}

/**
 * Written beside the shell's index.html at deploy time from environment variables, read once at
 * start: the shell bundle holds no URL, so a remote ships without a shell rebuild.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
  /** The chunk-load timeout; spec value unless an operator (or a failure drill) shortens it. */
  chunkLoadTimeoutMs: number;
  /**
   * The country a visitor who has not chosen one is served as (DEFAULT_COUNTRY of the deploy):
   * each deployment serves its own market first. pk when absent.
   */
  defaultCountry?: CountryCode;
  /** Who runs the storefront (SITE_OPERATOR_* of the deploy); the embedded placeholders when absent. */
  operator?: OperatorIdentity;
}

export const runtimeConfigPath = '/runtime-config.json';

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet');
  return current;
}

/** The deployment's default country; pk before the runtime config is loaded or when it names none. */
export function configuredDefaultCountry(): CountryCode {
  return current?.defaultCountry ?? defaultCountryCode;
}

/** Who runs the storefront: the deployment's, or the embedded placeholders before the config is loaded. */
export function operatorIdentity(): OperatorIdentity {
  return current?.operator ?? defaultOperatorIdentity;
}

/** Validates what the server sent, so a broken deploy fails loudly at start, not mid-journey. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const v = value as Partial<RuntimeConfig> | null;
  if (!v || typeof v.apiBaseUrl !== 'string' || typeof v.remotes !== 'object' || !v.remotes) {
    throw new Error('Runtime config must have apiBaseUrl and remotes');
  }
  const remotes = {} as Record<RemoteName, string>;
  for (const name of remoteNames) {
    const url = (v.remotes as Record<string, unknown>)[name];
    if (typeof url !== 'string' || !url) throw new Error(`Runtime config has no manifest URL for remote ${name}`);
    remotes[name] = url;
  }
  const timeout = Number(v.chunkLoadTimeoutMs);
  if (v.defaultCountry !== undefined && !isCountryCode(v.defaultCountry)) {
    throw new Error(`Runtime config names an unknown defaultCountry ${JSON.stringify(v.defaultCountry)}`);
  }
  return {
    apiBaseUrl: v.apiBaseUrl.replace(/\/+$/, ''),
    remotes,
    chunkLoadTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : scriptChunkTimeoutMs,
    defaultCountry: v.defaultCountry ?? defaultCountryCode,
    operator: parseOperatorIdentity(v.operator),
  };
}
