import { setRuntimeConfig, type RuntimeConfig } from '@storefront/shared';

/** What the deploy would write to /runtime-config.json, pointing at hosts that exist only in tests. */
export const testRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    onboarding: 'http://remotes.test/onboarding/mf-manifest.json',
    eligibility: 'http://remotes.test/eligibility/mf-manifest.json',
    recommendations: 'http://remotes.test/recommendations/mf-manifest.json',
    support: 'http://remotes.test/support/mf-manifest.json',
  },
  chunkLoadTimeoutMs: 120000,
};

/** Sets the runtime config the endpoints read (renderStep does this itself). */
export function setTestRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): void {
  setRuntimeConfig({ ...testRuntimeConfig, ...overrides });
}
