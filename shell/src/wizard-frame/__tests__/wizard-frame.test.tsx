import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  storageKeys,
  useApplication,
  useJourney,
  useNextHandler,
  useWizard,
  type NextOutcome,
} from '@storefront/shared';
import { fakeLoader, renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';
import { answerMarkets } from '../../test-support/markets';
import { testSteps } from '../../test-support/test-steps';
import { mockApi } from '@storefront/shared/testing';

/**
 * Test doubles of the remotes' steps: each shows where the wizard stands and answers Next with
 * whatever the test queued (default: advance).
 */
const answers: NextOutcome[] = [];
const nextCalls: string[] = [];
let beforeAnswer: ((app: ReturnType<typeof useApplication>) => void) | null = null;

const allSteps = testSteps(({ name, app }) => {
  nextCalls.push(name);
  beforeAnswer?.(app);
  return answers.shift() ?? { type: 'advance' };
});

function setWidth(width: number) {
  window.innerWidth = width;
}

/**
 * The wizard in a country whose catalog offers loans (as every seeded one does: the visitor
 * chooses at step 1), or with `loans: false` one that offers only cards (no step 1).
 */
function renderWizard({
  country = 'ae',
  steps = allSteps,
  loans = true,
}: { country?: string; steps?: typeof allSteps | object; loans?: boolean } = {}) {
  window.localStorage.setItem(storageKeys.selectedCountry, country);
  answerMarkets(undefined, { loans });
  return renderStorefront('/', { consent: true, loader: fakeLoader(steps as typeof allSteps).loader });
}

const indicator = () => screen.findByRole('navigation', { name: 'Application steps' });
/** The indicator is drawn once the country's market has answered (or failed): which steps there are depends on it. */
const marketKnown = () => waitFor(() => expect(document.querySelector('.sf-steps .ant-steps-item')).not.toBeNull());
const indicatorNames = async () =>
  [...(await indicator()).querySelectorAll('.ant-steps-item-title')].map((title) => title.textContent);

const nextButton = () => screen.getByRole('button', { name: 'Next' });
/** Next while the lock runs: it cannot be pressed, shows a spinner and says why (its name stays 'Next'). */
function expectWorking(status: RegExp) {
  const button = nextButton();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button.querySelector('.sf-next__spinner')).not.toBeNull();
  expect(button).toHaveAccessibleDescription(status);
}
function expectPressable() {
  expect(nextButton()).not.toHaveAttribute('aria-disabled');
  expect(nextButton()).toBeEnabled();
  expect(nextButton().querySelector('.sf-next__spinner')).toBeNull();
}
const lockedStatus = /^Please wait: your answer is being handled/;
const stepHeading = () => screen.findByRole('heading', { level: 2, name: /Step \d\.\d$/ });

async function pressNext() {
  await act(async () => {
    fireEvent.click(nextButton());
  });
}

/** Lets the 3000 ms lock run out. */
async function passLock() {
  await act(async () => {
    jest.advanceTimersByTime(3000);
  });
}

beforeEach(() => {
  quietExpectedRemoteErrors();
  window.localStorage.clear();
  answers.length = 0;
  nextCalls.length = 0;
  beforeAnswer = null;
  setWidth(1280);
  jest.useFakeTimers();
});

afterEach(() => jest.useRealTimers());

describe('step indicator', () => {
  it('names the 5 card steps, the first one active', async () => {
    renderWizard();
    await stepHeading();
    await marketKnown();
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    for (const name of [
      'Personal Information',
      'Select Product',
      'Check your eligibility',
      'Select Card Feature',
      'Select Card & Apply',
    ]) {
      expect(within(steps).getByText(name)).toBeInTheDocument();
    }
    expect(steps.querySelector('.ant-steps-item-active')).toHaveTextContent('Personal Information');
  });

  it('marks earlier steps completed and shows 4 steps for a loan', async () => {
    renderWizard();
    await stepHeading();
    await pressNext();
    await passLock();
    // The product is chosen on step 1: a loan.
    beforeAnswer = (app) => app.setProduct('Loan');
    await pressNext();
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(steps).queryByText('Select Card Feature')).not.toBeInTheDocument();
    expect(within(steps).getByText('Choose & Apply')).toBeInTheDocument();
    expect(steps.querySelector('.ant-steps-item-active')).toHaveTextContent('Check your eligibility');
    const finished = [...steps.querySelectorAll('.ant-steps-item-finish')].map((item) => item.textContent);
    expect(finished).toEqual([
      expect.stringContaining('Personal Information'),
      expect.stringContaining('Select Product'),
    ]);
  });

  it("labels the steps 'Step 1' to 'Step 5' at 431 px or less", async () => {
    setWidth(431);
    renderWizard();
    await stepHeading();
    await screen.findByText('Step 1');
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(steps).getByText('Step 1')).toBeInTheDocument();
    expect(within(steps).getByText('Step 5')).toBeInTheDocument();
    expect(within(steps).queryByText('Personal Information')).not.toBeInTheDocument();
  });

  it('keeps the names at 432 px', async () => {
    setWidth(432);
    renderWizard();
    await stepHeading();
    expect(await within(await indicator()).findByText('Personal Information')).toBeInTheDocument();
  });

  it('still shows the steps when the market cannot be read (the API down), with step 1 as in every seeded market', async () => {
    window.localStorage.setItem(storageKeys.selectedCountry, 'pk');
    mockApi().on('GET', /^\/api\/markets\/public\//, 'network-error');
    renderStorefront('/', { consent: true, loader: fakeLoader(allSteps).loader });
    await stepHeading();
    await marketKnown();
    expect(await indicatorNames()).toEqual([
      'Personal Information',
      'Select Product',
      'Check your eligibility',
      'Select Card Feature',
      'Select Card & Apply',
    ]);
  });

  it('leaves out Select Product where the catalog has no loans: 4 card steps, step 2 the second', async () => {
    renderWizard({ country: 'sa', loans: false });
    await stepHeading();
    await marketKnown();
    expect(await indicatorNames()).toEqual([
      'Personal Information',
      'Check your eligibility',
      'Select Card Feature',
      'Select Card & Apply',
    ]);
    beforeAnswer = (app) => app.setProduct('Card');
    await pressNext();
    expect(await stepHeading()).toHaveTextContent('EligibilityStep 2.0');
    const steps = await indicator();
    expect(steps.querySelector('.ant-steps-item-active')).toHaveTextContent('Check your eligibility');
    const finished = [...steps.querySelectorAll('.ant-steps-item-finish')].map((item) => item.textContent);
    expect(finished).toEqual(['Personal Information']);
  });
});

describe('Next lock', () => {
  it('ignores a second press within 3000 ms and accepts one after', async () => {
    renderWizard({ steps: { 'mfe_onboarding/PersonalInfoStep': allSteps['mfe_onboarding/PersonalInfoStep'] } });
    answers.push({ type: 'stay' }, { type: 'stay' });
    await stepHeading();

    await pressNext();
    expectWorking(lockedStatus);
    await pressNext();
    await act(async () => {
      jest.advanceTimersByTime(2999);
    });
    await pressNext();
    expect(nextCalls).toEqual(['PersonalInfoStep']);

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expectPressable();
    await pressNext();
    expect(nextCalls).toEqual(['PersonalInfoStep', 'PersonalInfoStep']);
  });

  it('counts a double click as one press', async () => {
    renderWizard();
    answers.push({ type: 'stay' });
    await stepHeading();
    await act(async () => {
      fireEvent.click(nextButton());
      fireEvent.click(nextButton());
    });
    expect(nextCalls).toEqual(['PersonalInfoStep']);
  });

  it('stays locked while the step has not answered, even after 3000 ms', async () => {
    let answer: (outcome: NextOutcome) => void = () => undefined;
    function SlowStep() {
      useNextHandler(() => {
        nextCalls.push('SlowStep');
        return new Promise((resolve) => (answer = resolve));
      });
      return <h2>Slow Step 0.0</h2>;
    }
    renderWizard({ steps: { 'mfe_onboarding/PersonalInfoStep': SlowStep } });
    await stepHeading();
    await pressNext();
    await passLock();
    expectWorking(lockedStatus);
    await act(async () => answer({ type: 'stay' }));
    expectPressable();
  });

  it('cannot be pressed while no step has registered what Next means, and says the step is loading', async () => {
    renderWizard({ steps: {} });
    expect(await screen.findByText('Loading chunk mfe_onboarding/PersonalInfoStep failed')).toBeInTheDocument();
    expectWorking(/^Next can be pressed once the step has loaded\.$/);
    await pressNext();
    expect(nextCalls).toEqual([]);
  });

  it('on the step Next moved to, shows for the rest of the lock that it is working, then can be pressed', async () => {
    renderWizard();
    await stepHeading();
    await pressNext();
    expect(await stepHeading()).toHaveTextContent('SelectProductStep 1.0');
    expectWorking(lockedStatus);
    // A second click of a double click lands on the new step's Next: it does nothing.
    await pressNext();
    expect(nextCalls).toEqual(['PersonalInfoStep']);
    await passLock();
    expectPressable();
  });
});

describe('moves and outcomes', () => {
  it('follows the card flow of an ae visitor step by step, with sub-steps of step 3', async () => {
    renderWizard({ country: 'ae' });
    expect(await stepHeading()).toHaveTextContent('PersonalInfoStep 0.0');
    const visited = [];
    beforeAnswer = (app) => app.product === null && app.setProduct('Card');
    for (let i = 0; i < 5; i++) {
      await pressNext();
      visited.push((await stepHeading()).textContent);
      await passLock();
    }
    expect(visited).toEqual([
      'SelectProductStep 1.0',
      'EligibilityStep 2.0',
      'CardFeatureStep 3.0',
      'CardFeatureStep 3.1',
      'CardRecommendationsStep 4.0',
    ]);
  });

  it('jumps from step 2 to the loan offers for a loan', async () => {
    renderWizard({ country: 'ae' });
    await stepHeading();
    await pressNext();
    await passLock();
    beforeAnswer = (app) => app.setProduct('Loan');
    await pressNext();
    await passLock();
    await pressNext();
    expect(await stepHeading()).toHaveTextContent('LoanOffersStep 4.0');
  });

  it('skips step 1 in a country whose catalog has no loans, in every country alike', async () => {
    renderWizard({ country: 'pk', loans: false });
    await stepHeading();
    await marketKnown();
    await pressNext();
    expect(await stepHeading()).toHaveTextContent('EligibilityStep 2.0');
  });

  it('shows step 1 in Pakistan and KSA when their catalogs offer loans', async () => {
    for (const country of ['pk', 'sa']) {
      const view = renderWizard({ country });
      await stepHeading();
      await marketKnown();
      await pressNext();
      expect(await stepHeading()).toHaveTextContent('SelectProductStep 1.0');
      await passLock();
      view.unmount();
      // The next country in a new tab: nothing of this journey is kept there.
      window.sessionStorage.clear();
    }
  });

  it("'stay' keeps the step", async () => {
    renderWizard();
    answers.push({ type: 'stay' });
    await stepHeading();
    await pressNext();
    expect(await stepHeading()).toHaveTextContent('PersonalInfoStep 0.0');
  });

  it("'noEligibleProduct' shows its dialog with what to do instead, promising no contact unasked; 'Ok' closes it", async () => {
    renderWizard();
    answers.push({ type: 'noEligibleProduct' });
    await stepHeading();
    await pressNext();
    const dialog = screen.getByRole('dialog', {
      name: 'Unfortunately, we don’t have any products that fits your profile',
    });
    expect(dialog).toHaveTextContent('None of the products we compare fits the answers you gave.');
    expect(within(dialog).getByRole('button', { name: 'Change my answers' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'You may contact me when a product fits my profile' })).not.toBeChecked();
    expect(dialog).not.toHaveTextContent('we will get in touch');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('dialog', { name: /Unfortunately/ })).not.toBeInTheDocument();
    expect(await stepHeading()).toHaveTextContent('PersonalInfoStep 0.0');
  });

  it("'noEligibleProduct' with the loan engine's reason names it", async () => {
    renderWizard();
    const shortfall = { reason: 'debtBurden', monthlyIncome: 10000, monthlyObligations: 8000, maxDebtBurdenPercent: 33.33 } as const;
    answers.push({ type: 'noEligibleProduct', reason: { kind: 'loanShortfall', shortfall, currency: 'SAR' } });
    await stepHeading();
    await pressNext();
    const dialog = screen.getByRole('dialog', { name: 'Unfortunately, we don’t have any products that fits your profile' });
    expect(dialog).toHaveTextContent(/You already pay SAR\s8,000 a month on loans and cards\. Here all debt payments together may take at most 33\.33% of your income/);
  });

  it("'unexpectedError' (or a step that throws) shows 'Oops! Something went wrong'; 'Contact support' opens /help-and-support", async () => {
    const { router } = renderWizard({
      steps: {
        'mfe_onboarding/PersonalInfoStep': function ThrowingStep() {
          useNextHandler(async () => {
            throw new Error('bug in the step');
          });
          return <h2>Throwing Step 0.0</h2>;
        },
      },
    });
    await stepHeading();
    await pressNext();
    const dialog = screen.getByRole('dialog', { name: 'Oops! Something went wrong' });
    expect(dialog).toHaveTextContent('Please refresh the page or come back later.');
    expect(within(dialog).getByRole('button', { name: 'Refresh page' })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Contact support' }));
    });
    expect(router.state.location.pathname).toBe('/help-and-support');
  });

  it('a step can open the dialogs itself through showDialog', async () => {
    function DialogStep() {
      const { showDialog } = useWizard();
      return (
        <>
          <h2>Dialog Step 0.0</h2>
          <button onClick={() => showDialog('unexpectedError')}>Break</button>
        </>
      );
    }
    renderWizard({ steps: { 'mfe_onboarding/PersonalInfoStep': DialogStep } });
    await stepHeading();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Break' }));
    });
    expect(screen.getByRole('dialog', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
  });
});

describe('Back and Next visibility', () => {
  // A card in a country without loans (0, 2, 3.0, 3.1, 4); a loan through step 1 (0, 1, 2, 4).
  async function reachStep4(product: 'Card' | 'Loan') {
    renderWizard({ country: 'sa', loans: product === 'Loan' });
    await stepHeading();
    await marketKnown();
    beforeAnswer = (app) => app.setProduct(product);
    const moves = product === 'Card' ? 4 : 3;
    for (let i = 0; i < moves; i++) {
      await pressNext();
      await passLock();
    }
    return stepHeading();
  }

  it('has no Back on step 0', async () => {
    renderWizard();
    await stepHeading();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(nextButton()).toBeInTheDocument();
  });

  it('shows Back on steps 1 to 3 and goes back by the rules (without step 1: step 2 back to step 0)', async () => {
    renderWizard({ country: 'sa', loans: false });
    await stepHeading();
    await marketKnown();
    await pressNext();
    expect(await stepHeading()).toHaveTextContent('EligibilityStep 2.0');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    });
    expect(await stepHeading()).toHaveTextContent('PersonalInfoStep 0.0');
  });

  it('hides Next on step 4 and Back on wide screens', async () => {
    expect(await reachStep4('Card')).toHaveTextContent('CardRecommendationsStep 4.0');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('shows Back on step 4 on narrow screens; for a loan it leads to step 1', async () => {
    setWidth(400);
    expect(await reachStep4('Loan')).toHaveTextContent('LoanOffersStep 4.0');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    });
    expect(await stepHeading()).toHaveTextContent('SelectProductStep 1.0');
  });

  it('a step goes back through back() (Reset Filter, Return back Home)', async () => {
    function ResetStep() {
      const { back, position } = useWizard();
      useNextHandler(async () => ({ type: 'advance' }));
      return (
        <>
          <h2>
            Reset Step {position.step}.{position.subStep}
          </h2>
          <button onClick={back}>Reset Filter</button>
        </>
      );
    }
    renderWizard({ country: 'sa', loans: false, steps: { ...allSteps, 'mfe_recommendations/CardRecommendationsStep': ResetStep } });
    await stepHeading();
    await marketKnown();
    beforeAnswer = (app) => app.setProduct('Card');
    for (let i = 0; i < 4; i++) {
      await pressNext();
      await passLock();
    }
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset Filter' }));
    });
    expect(await stepHeading()).toHaveTextContent('CardFeatureStep 3.0');
  });
});

it('Next works from the keyboard', async () => {
  jest.useRealTimers();
  renderWizard();
  answers.push({ type: 'stay' });
  await stepHeading();
  nextButton().focus();
  await userEvent.keyboard('{Enter}');
  expect(nextCalls).toEqual(['PersonalInfoStep']);
});

describe('changing country mid-journey', () => {
  function EnteringStep() {
    const { position } = useWizard();
    const { setDetailsEntered } = useJourney();
    useNextHandler(async () => ({ type: 'advance' }));
    return (
      <>
        <h2>
          Entering Step {position.step}.{position.subStep}
        </h2>
        <button onClick={() => setDetailsEntered(true)}>Type a name</button>
      </>
    );
  }
  const countryChoice = () => screen.getByRole('radiogroup', { name: 'Country' });

  it('with nothing entered, switches at once and stays at step 0', async () => {
    renderWizard({ country: 'ae', steps: { ...allSteps, 'mfe_onboarding/PersonalInfoStep': EnteringStep } });
    await stepHeading();
    await act(async () => fireEvent.click(within(countryChoice()).getByText('KSA')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(countryChoice()).getByRole('radio', { name: 'KSA' })).toBeChecked();
    expect(await stepHeading()).toHaveTextContent('Entering Step 0.0');
  });

  it('with details entered, asks first; Keep my details keeps the journey, Switch country starts afresh at step 0', async () => {
    renderWizard({ country: 'ae', steps: { ...allSteps, 'mfe_onboarding/PersonalInfoStep': EnteringStep } });
    await stepHeading();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Type a name' })));
    await pressNext();
    expect(await stepHeading()).toHaveTextContent('SelectProductStep 1.0');

    await act(async () => fireEvent.click(within(countryChoice()).getByText('Pakistan')));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Pakistan?' });
    expect(dialog).toHaveTextContent('your application will start again from the beginning');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my details' })));
    expect(within(countryChoice()).getByRole('radio', { name: 'UAE' })).toBeChecked();
    expect(await stepHeading()).toHaveTextContent('SelectProductStep 1.0');

    await act(async () => fireEvent.click(within(countryChoice()).getByText('Pakistan')));
    const again = await screen.findByRole('dialog', { name: 'Switch to Pakistan?' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Switch country' })));
    expect(within(countryChoice()).getByRole('radio', { name: 'Pakistan' })).toBeChecked();
    expect(window.localStorage.getItem(storageKeys.selectedCountry)).toBe('pk');
    expect(await stepHeading()).toHaveTextContent('Entering Step 0.0');
    // A fresh journey: nothing entered any more, so the next change does not ask.
    await act(async () => fireEvent.click(within(countryChoice()).getByText('KSA')));
    expect(screen.queryByRole('dialog', { name: 'Switch to KSA?' })).not.toBeInTheDocument();
    expect(within(countryChoice()).getByRole('radio', { name: 'KSA' })).toBeChecked();
  });
});

