import { act, screen } from '@testing-library/react';
import { activateLanguage } from '@storefront/shared';
import { mockApi, ok, renderStep, type MockApi } from '@storefront/shared/testing';
import CardFeatureStep from '../../exposed/card-feature-step';
import { resetRecommendationsStore } from '../../state/recommendations-store';
import { features, seed } from '../../test-support/fixtures';

export const countPath = '/api/recommendations/public/count';

/** For beforeEach: an empty store and an API that lists the features and counts 4 matching cards. */
export function featureStepApi(): MockApi {
  resetRecommendationsStore();
  const api = mockApi();
  api.on('GET', '/api/productFeatures/public', ok(features));
  api.on('POST', countPath, ok(4));
  return api;
}

/** Step 3's first sub-step, choosing features. */
export const renderFeatureStep = () => renderStep(<CardFeatureStep />, { seed, position: { step: 3, subStep: 0 } });

/** The step once its features are listed, for a UAE visitor who reads English or, with 'ar', Arabic. */
export async function renderFeatures(language?: 'ar') {
  const view = renderFeatureStep();
  if (language) await act(() => activateLanguage(language, 'ae'));
  await screen.findByRole('checkbox', { name: 'Cashback' });
  return view;
}
