import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { cookieConsentGiven, storageKeys, type RuntimeConfig } from '@storefront/shared';
import { setTestRuntimeConfig } from '@storefront/shared/testing';
import { StorefrontApp } from '../app/storefront-app';
import { createStorefrontRouter } from '../app/storefront-router';
import { RemoteLoaderContext, type RemoteModuleLoader } from '../remote-loading/remote-loader';

/**
 * A stand-in for the federation runtime: each id answers with a component, fails, or (when not
 * listed) fails like a remote that does not expose the module. Records every request.
 */
export function fakeLoader(modules: Record<string, ComponentType | Error> = {}) {
  const requests: string[] = [];
  const loader: RemoteModuleLoader = async (id) => {
    requests.push(id);
    const found = modules[id];
    if (!found) throw new Error(`${id} is not exposed`);
    if (found instanceof Error) throw found;
    return { default: found };
  };
  return { loader, requests };
}

export function giveStoredConsent() {
  window.localStorage.setItem(storageKeys.cookieConsent, cookieConsentGiven);
}

interface Options {
  loader?: RemoteModuleLoader;
  consent?: boolean;
  /** What the deploy's runtime config says beside the test defaults (e.g. its defaultCountry). */
  runtimeConfig?: Partial<RuntimeConfig>;
}

/** The whole storefront (providers, consent, chrome, routes) at `path`, in memory. */
export function renderStorefront(
  path: string,
  { loader = fakeLoader().loader, consent = false, runtimeConfig = {} }: Options = {},
) {
  setTestRuntimeConfig(runtimeConfig);
  if (consent) giveStoredConsent();
  const router = createStorefrontRouter(createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  // A fresh SWR cache per render, as a fresh page has: no answer of another test is reused.
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RemoteLoaderContext.Provider value={loader}>
        <StorefrontApp router={router} />
      </RemoteLoaderContext.Provider>
    </SWRConfig>,
  );
  return { ...view, router };
}
