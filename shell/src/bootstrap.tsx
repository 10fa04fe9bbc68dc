import { createRoot } from 'react-dom/client';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense } from 'react';
import { countryOptions } from '@storefront/shared';

registerRemotes([{ name: 'mfe_support', entry: 'http://127.0.0.1:3004/mf-manifest.json' }]);
const Remote = lazy(() => loadRemote<{ default: React.ComponentType }>('mfe_support/Probe').then((m) => m!));
createRoot(document.getElementById('root')!).render(
  <div>host {countryOptions.length}<Suspense fallback="loading"><Remote /></Suspense></div>,
);
