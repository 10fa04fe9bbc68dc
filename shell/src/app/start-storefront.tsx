import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserHistory } from '@storefront/shared/router';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  activateLanguage,
  applyThemeVariables,
  federationName,
  remoteNames,
  setRuntimeConfig,
  startingCountry,
  startingLanguage,
  takePreviewTokenFromAddress,
} from '@storefront/shared';
import { ErrorScreen } from '../error-screen/error-screen';
import { t } from '../i18n';
import { applyDocumentLanguage } from '../language/document-language';
import { setRemoteLoadTimeout } from '../remote-loading/federation-runtime-plugin';
import { LoadingSpinner } from '../remote-loading/loading-spinner';
import { preloadOpeningStep } from '../remote-loading/preload-opening-step';
import { loadRuntimeConfig } from './load-runtime-config';
import { StorefrontApp } from './storefront-app';
import { createStorefrontRouter } from './storefront-router';

/**
 * Reads the runtime config, registers the four remotes from it (none is fetched until a page
 * needs it, except the wizard step a consented visitor's page opens on: preload-opening-step.ts),
 * activates the visitor's language and renders the storefront. Without a config it shows the
 * fallback screen.
 */
export async function startStorefront(root: Root): Promise<void> {
  applyThemeVariables();
  // An operator's preview link: the tab keeps its token, the address loses it.
  takePreviewTokenFromAddress();
  root.render(<LoadingSpinner />);
  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('[storefront] the runtime config could not be loaded', error);
    root.render(<ErrorScreen text={t('errorScreen.startupFailed')} fullPage />);
    return;
  }
  setRuntimeConfig(config);
  setRemoteLoadTimeout(config.chunkLoadTimeoutMs);
  registerRemotes(remoteNames.map((name) => ({ name: federationName(name), entry: config.remotes[name] })));
  preloadOpeningStep(window.location.pathname);
  await startLanguage();
  // A transition: React renders the page in slices that yield to the browser, instead of one long
  // task that holds back input and paint (Lighthouse's blocking time before consent: ~80 ms to ~10).
  startTransition(() => {
    root.render(
      <StrictMode>
        <StorefrontApp router={createStorefrontRouter(createBrowserHistory({ v5Compat: true }))} />
      </StrictMode>,
    );
  });
}

/**
 * The language the page starts in, active before the first text renders: English at once, Arabic
 * and Urdu once their catalogs have arrived (no screen in a mix of languages). Should they fail,
 * the page starts in English.
 */
async function startLanguage(): Promise<void> {
  const country = startingCountry();
  const language = startingLanguage(country);
  try {
    await activateLanguage(language, country);
    applyDocumentLanguage(language);
  } catch (error) {
    console.error(`[storefront] the ${language} texts could not be loaded`, error);
  }
}
