import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  sessionKeys,
  storageKeys,
  useApplication,
  useNextHandler,
  useWizard,
  type ProductType,
} from '@storefront/shared';
import { ok, type MockApi } from '@storefront/shared/testing';
import { fakeLoader, renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';
import { answerMarkets } from '../../test-support/markets';
import { keepJourneyInTab, testIds } from '../../test-support/journey';
import { testSteps } from '../../test-support/test-steps';

/** Test doubles of the steps: each shows where the wizard stands; Next advances (step 1 sets the product). */
let chosenProduct: ProductType = 'Card';
const steps = testSteps(({ position, app }) => {
  if (position.step === 1) app.setProduct(chosenProduct);
  return { type: 'advance' };
});

let api: MockApi;
function renderAt(path: string, application: 'Created' | 'Submitted' | null = null) {
  window.localStorage.setItem(storageKeys.selectedCountry, 'ae');
  api = answerMarkets();
  if (application) api.on('GET', `/api/applications/public/${testIds.applicationId}`, ok({ status: application }));
  return renderStorefront(path, { consent: true, loader: fakeLoader(steps).loader });
}

const stepHeading = () => screen.findByRole('heading', { level: 2, name: /Step \d\.\d$/ });
const marketKnown = () => waitFor(() => expect(document.querySelector('.sf-steps .ant-steps-item')).not.toBeNull());

type View = ReturnType<typeof renderAt>;
const pathOf = (view: View) => view.router.state.location.pathname;

async function shows(view: View, heading: string, path: string) {
  await waitFor(() => expect(pathOf(view)).toBe(path));
  expect(await stepHeading()).toHaveTextContent(heading);
}

async function pressNext() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  });
  await act(async () => {
    jest.advanceTimersByTime(3000);
  });
}

/** The browser's Back (-1) or Forward (1). */
async function browser(view: View, delta: -1 | 1) {
  await act(async () => {
    await view.router.navigate(delta);
  });
}

beforeEach(() => {
  quietExpectedRemoteErrors();
  window.localStorage.clear();
  chosenProduct = 'Card';
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('each step at its own address', () => {
  it("'/' shows step 0 at /apply/personal-information", async () => {
    const view = renderAt('/');
    await shows(view, 'PersonalInfoStep 0.0', '/apply/personal-information');
  });

  it('a card journey: Next goes through every address, Back and Forward follow the Back rules', async () => {
    const view = renderAt('/');
    await shows(view, 'PersonalInfoStep 0.0', '/apply/personal-information');
    await marketKnown();
    const walk: [string, string][] = [
      ['SelectProductStep 1.0', '/apply/product'],
      ['EligibilityStep 2.0', '/apply/eligibility'],
      ['CardFeatureStep 3.0', '/apply/features'],
      ['CardFeatureStep 3.1', '/apply/priorities'],
      ['CardRecommendationsStep 4.0', '/apply/offers'],
    ];
    for (const [heading, path] of walk) {
      await pressNext();
      await shows(view, heading, path);
    }
    // Reaching the offers by Next asks the API nothing about the application.
    expect(api.callsTo('GET', /^\/api\/applications\/public\//)).toHaveLength(0);
    // Back from step 4 leads to step 3 sub-step 0, then one step at a time.
    await browser(view, -1);
    await shows(view, 'CardFeatureStep 3.0', '/apply/features');
    await browser(view, -1);
    await shows(view, 'EligibilityStep 2.0', '/apply/eligibility');
    await browser(view, 1);
    await shows(view, 'CardFeatureStep 3.0', '/apply/features');
    await browser(view, 1);
    await shows(view, 'CardRecommendationsStep 4.0', '/apply/offers');
  });

  it('a loan journey: Back from the offers leads to step 1, the frame’s Back as the browser’s', async () => {
    chosenProduct = 'Loan';
    window.innerWidth = 400;
    const view = renderAt('/');
    await shows(view, 'PersonalInfoStep 0.0', '/apply/personal-information');
    await marketKnown();
    await pressNext();
    await pressNext();
    await pressNext();
    await shows(view, 'LoanOffersStep 4.0', '/apply/offers');
    await browser(view, -1);
    await shows(view, 'SelectProductStep 1.0', '/apply/product');
    await browser(view, 1);
    await shows(view, 'LoanOffersStep 4.0', '/apply/offers');
    // The frame's Back (shown on narrow screens at step 4) goes back through the same entry.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    });
    await shows(view, 'SelectProductStep 1.0', '/apply/product');
    await browser(view, -1);
    await shows(view, 'PersonalInfoStep 0.0', '/apply/personal-information');
    window.innerWidth = 1024;
  });

  it('an address beyond the furthest step reached shows the furthest one instead', async () => {
    const fresh = renderAt('/apply/offers');
    await shows(fresh, 'PersonalInfoStep 0.0', '/apply/personal-information');
    fresh.unmount();

    keepJourneyInTab({ furthest: { step: 2, subStep: 0 } });
    const view = renderAt('/apply/priorities');
    await shows(view, 'EligibilityStep 2.0', '/apply/eligibility');
  });

  it('an unknown address under /apply shows the furthest step', async () => {
    keepJourneyInTab({ furthest: { step: 3, subStep: 0 } });
    const view = renderAt('/apply/summary');
    await shows(view, 'CardFeatureStep 3.0', '/apply/features');
  });

  it('the card features are off a loan’s way: their address shows the loan offers reached', async () => {
    keepJourneyInTab({ product: 'Loan', furthest: { step: 4, subStep: 0 } });
    const view = renderAt('/apply/features');
    await shows(view, 'LoanOffersStep 4.0', '/apply/offers');
  });
});

describe('a journey kept in the tab', () => {
  it("resumes at its address after a refresh, and '/' resumes where it stood", async () => {
    keepJourneyInTab({ furthest: { step: 3, subStep: 1 }, shown: { step: 3, subStep: 0 } });
    const refreshed = renderAt('/apply/priorities');
    await shows(refreshed, 'CardFeatureStep 3.1', '/apply/priorities');
    refreshed.unmount();

    keepJourneyInTab({ furthest: { step: 3, subStep: 1 }, shown: { step: 3, subStep: 0 } });
    const home = renderAt('/');
    await shows(home, 'CardFeatureStep 3.0', '/apply/features');
  });

  it('keeps its country for the steps and the calls, whatever the last country chosen in another tab', async () => {
    keepJourneyInTab({ country: 'sa', furthest: { step: 2, subStep: 0 } });
    const view = renderAt('/apply/eligibility');
    await shows(view, 'EligibilityStep 2.0', '/apply/eligibility');
    expect(screen.getByRole('radio', { name: 'KSA' })).toBeChecked();
    await marketKnown();
    expect(api.callsTo('GET /api/markets/public/sa')).not.toHaveLength(0);
    expect(api.calls.every((call) => call.headers['X-Country-Key'] === 'SA')).toBe(true);
  });

  it('the frame’s Back, without an entry behind (a reopened tab), goes where the rules say in place', async () => {
    keepJourneyInTab({ furthest: { step: 4, subStep: 0 } });
    const view = renderAt('/apply/offers');
    await shows(view, 'CardRecommendationsStep 4.0', '/apply/offers');
    window.innerWidth = 400;
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    });
    await shows(view, 'CardFeatureStep 3.0', '/apply/features');
    expect(view.router.state.historyAction).toBe('REPLACE');
    window.innerWidth = 1024;
  });

  it('records the position reached, so that Next’s progress survives the page', async () => {
    const view = renderAt('/');
    await shows(view, 'PersonalInfoStep 0.0', '/apply/personal-information');
    // Nothing of a journey is stored before the visitor has moved.
    expect(window.sessionStorage.getItem(sessionKeys.wizard)).toBeNull();
    await marketKnown();
    await pressNext();
    await shows(view, 'SelectProductStep 1.0', '/apply/product');
    expect(JSON.parse(window.sessionStorage.getItem(sessionKeys.wizard)!)).toEqual({
      furthest: { step: 1, subStep: 0 },
      shown: { step: 1, subStep: 0 },
      submitted: false,
    });
  });
});

describe('/congratulations', () => {
  it("typed directly, without an application submitted in this tab, goes to '/'", async () => {
    const view = renderAt('/congratulations');
    await shows(view, 'PersonalInfoStep 0.0', '/apply/personal-information');
  });

  it("with the tab's application still Created (the API says so), goes to '/' and the journey resumes", async () => {
    keepJourneyInTab({ furthest: { step: 4, subStep: 0 } });
    const view = renderAt('/congratulations', 'Created');
    await shows(view, 'CardRecommendationsStep 4.0', '/apply/offers');
    expect(api.callsTo('GET', `/api/applications/public/${testIds.applicationId}`)).not.toHaveLength(0);
  });

  it("after the tab's application was submitted it shows; back at '/' a clean journey starts", async () => {
    keepJourneyInTab({ furthest: { step: 4, subStep: 0 } });
    const view = renderAt('/congratulations', 'Submitted');
    expect(await screen.findByRole('button', { name: 'Back to home' })).toBeInTheDocument();
    const call = api.callsTo('GET', `/api/applications/public/${testIds.applicationId}`)[0];
    expect(call.headers['X-Access-Token']).toBe('t'.repeat(43));
    expect(JSON.parse(window.sessionStorage.getItem(sessionKeys.wizard)!).submitted).toBe(true);

    await act(async () => {
      await view.router.navigate('/');
    });
    await shows(view, 'PersonalInfoStep 0.0', '/apply/personal-information');
    expect(Object.keys({ ...window.sessionStorage }).filter((key) => key.startsWith('journey.'))).toEqual([]);
    expect(screen.getByRole('radio', { name: 'UAE' })).toBeChecked();
  });
});

it('another product chosen on step 1 leaves the steps ahead unreached until Next', async () => {
  function ProductStep() {
    const { position } = useWizard();
    const { setProduct } = useApplication();
    useNextHandler(async () => ({ type: 'advance' }));
    return (
      <>
        <h2>SelectProductStep {position.step}.{position.subStep}</h2>
        <button onClick={() => setProduct('Loan')}>Choose a loan</button>
      </>
    );
  }
  keepJourneyInTab({ furthest: { step: 4, subStep: 0 }, shown: { step: 1, subStep: 0 } });
  window.localStorage.setItem(storageKeys.selectedCountry, 'ae');
  answerMarkets();
  const view = renderStorefront('/apply/product', {
    consent: true,
    loader: fakeLoader({ ...steps, 'mfe_onboarding/SelectProductStep': ProductStep }).loader,
  });
  await shows(view, 'SelectProductStep 1.0', '/apply/product');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Choose a loan' }));
  });
  await act(async () => {
    await view.router.navigate('/apply/offers');
  });
  await shows(view, 'SelectProductStep 1.0', '/apply/product');
  await pressNext();
  await shows(view, 'EligibilityStep 2.0', '/apply/eligibility');
});

it('a change of country starts a clean journey: nothing of the previous one is kept in the tab', async () => {
  keepJourneyInTab({ furthest: { step: 3, subStep: 0 } });
  window.sessionStorage.setItem(sessionKeys.personalForm, JSON.stringify({ fullName: 'Sara Khan' }));
  const view = renderAt('/apply/features');
  await shows(view, 'CardFeatureStep 3.0', '/apply/features');
  await act(async () => {
    fireEvent.click(screen.getByText('KSA'));
  });
  const dialog = await screen.findByRole('dialog', { name: 'Switch to KSA?' });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch country' }));
  });
  await shows(view, 'PersonalInfoStep 0.0', '/apply/personal-information');
  expect(Object.keys({ ...window.sessionStorage }).filter((key) => key.startsWith('journey.'))).toEqual([]);
  expect(screen.getByRole('radio', { name: 'KSA' })).toBeChecked();
});

describe('a journey whose application was submitted', () => {
  it('is over when the wizard shows again, even without /congratulations seen: the API is asked first', async () => {
    keepJourneyInTab({ furthest: { step: 4, subStep: 0 } });
    const view = renderAt('/', 'Submitted');
    await shows(view, 'PersonalInfoStep 0.0', '/apply/personal-information');
    expect(api.callsTo('GET', `/api/applications/public/${testIds.applicationId}`)).toHaveLength(1);
    expect(Object.keys({ ...window.sessionStorage }).filter((key) => key.startsWith('journey.'))).toEqual([]);
  });

  it('an application not submitted yet shows its offers again', async () => {
    keepJourneyInTab({ furthest: { step: 4, subStep: 0 } });
    const view = renderAt('/', 'Created');
    await shows(view, 'CardRecommendationsStep 4.0', '/apply/offers');
  });
});
