import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setRuntimeConfig } from '@storefront/shared';
import HelpAndSupportPage from '../help-and-support/help-and-support-page';
import TermsOfServicePage from '../terms-of-service/terms-of-service-page';

export const homeMarker = 'Home page';

/**
 * The routes the shell gives these pages, in a memory router so a test can start anywhere in
 * the history and see where Back, Agree and the links lead. Each render gets its own SWR cache;
 * StrictMode, as in development, runs initialisers and effects twice to flush out impure ones.
 */
export function renderRoutes(initialEntries: string[], initialIndex = initialEntries.length - 1) {
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test',
    remotes: {
      onboarding: 'http://remotes.test/onboarding/mf-manifest.json',
      eligibility: 'http://remotes.test/eligibility/mf-manifest.json',
      recommendations: 'http://remotes.test/recommendations/mf-manifest.json',
      support: 'http://remotes.test/support/mf-manifest.json',
    },
    chunkLoadTimeoutMs: 120000,
  });
  return render(
    <StrictMode>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={initialEntries} initialIndex={initialIndex}>
          <Routes>
            <Route path="/" element={<p>{homeMarker}</p>} />
            <Route path="/help-and-support" element={<HelpAndSupportPage />} />
            <Route path="/terms-of-service" element={<TermsOfServicePage />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </StrictMode>,
  );
}
