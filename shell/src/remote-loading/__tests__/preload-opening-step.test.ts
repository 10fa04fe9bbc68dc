/**
 * A consented visitor's page load fetches the step it opens on beside antd, through the
 * federation runtime's preload (the remote's entry and the step's chunks, not evaluated).
 */
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { cookieConsentGiven, storageKeys, wizardProgressState, writeStorage } from '@storefront/shared';
import { preloadOpeningStep } from '../preload-opening-step';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(() => Promise.resolve()) }));
const preloaded = () => jest.mocked(preloadRemote).mock.calls.map(([args]) => args.map((arg) => [arg.nameOrAlias, arg.exposes]));

beforeEach(() => {
  jest.mocked(preloadRemote).mockClear();
  localStorage.clear();
  sessionStorage.clear();
});

it('fetches nothing before consent: the page before consent loads no remote', () => {
  preloadOpeningStep('/');
  expect(preloaded()).toEqual([]);
});

describe('once consent is given', () => {
  beforeEach(() => writeStorage(storageKeys.cookieConsent, cookieConsentGiven));

  it("fetches step 0's module for a new journey at '/' and at step 0's address", () => {
    preloadOpeningStep('/');
    preloadOpeningStep('/apply/personal-information');
    expect(preloaded()).toEqual([
      [['mfe_onboarding', ['./PersonalInfoStep']]],
      [['mfe_onboarding', ['./PersonalInfoStep']]],
    ]);
  });

  it("fetches the step a journey stands at for '/', and the step an address names", () => {
    wizardProgressState.write({ furthest: { step: 2, subStep: 0 }, shown: { step: 2, subStep: 0 }, submitted: false });
    preloadOpeningStep('/');
    preloadOpeningStep('/apply/priorities');
    expect(preloaded()).toEqual([
      [['mfe_eligibility', ['./EligibilityStep']]],
      [['mfe_recommendations', ['./CardFeatureStep']]],
    ]);
  });

  it("leaves step 4 (whose module is the product's) and the pages outside the wizard to load as they render", () => {
    preloadOpeningStep('/apply/offers');
    preloadOpeningStep('/help-and-support');
    expect(preloaded()).toEqual([]);
  });
});
