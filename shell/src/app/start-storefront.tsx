import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from '@storefront/shared/router';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { applyThemeVariables, federationName, remoteNames, setRuntimeConfig } from '@storefront/shared';
import { ErrorScreen } from '../error-screen/error-screen';
import { messages } from '../messages';
import { setRemoteLoadTimeout } from '../remote-loading/federation-runtime-plugin';
import { LoadingSpinner } from '../remote-loading/loading-spinner';
import { loadRuntimeConfig } from './load-runtime-config';
import { routes } from './routes';
import { StorefrontApp } from './storefront-app';

/**
 * Reads the runtime config, registers the four remotes from it (none is fetched until a page
 * needs it) and renders the storefront. Without a config it shows the fallback screen.
 */
export async function startStorefront(root: Root): Promise<void> {
  applyThemeVariables();
  root.render(<LoadingSpinner />);
  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('[storefront] the runtime config could not be loaded', error);
    root.render(<ErrorScreen text={messages.errorScreen.startupFailed} fullPage />);
    return;
  }
  setRuntimeConfig(config);
  setRemoteLoadTimeout(config.chunkLoadTimeoutMs);
  registerRemotes(remoteNames.map((name) => ({ name: federationName(name), entry: config.remotes[name] })));
  root.render(
    <StrictMode>
      <StorefrontApp router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}
