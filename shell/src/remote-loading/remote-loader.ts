import { createContext, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

/** What an exposed module of a remote looks like: a component that takes no props. */
export interface RemoteModule {
  default: ComponentType;
}

/** Loads one exposed module by its federation id, e.g. 'mfe_support/HelpAndSupportPage'. */
export type RemoteModuleLoader = (id: string) => Promise<RemoteModule | null | undefined>;

export const federationLoader: RemoteModuleLoader = (id) => loadRemote<RemoteModule>(id);

/** Tests (and only tests) put a stand-in loader here; the storefront uses the federation runtime. */
export const RemoteLoaderContext = createContext<RemoteModuleLoader>(federationLoader);
