import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys, useApplication, useNextHandler, useWizard, type NextOutcome } from '@storefront/shared';
import { fakeLoader, renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';

/**
 * Test doubles of the remotes' steps: each shows where the wizard stands and answers Next with
 * whatever the test queued (default: advance).
 */
const answers: NextOutcome[] = [];
const nextCalls: string[] = [];
let beforeAnswer: ((app: ReturnType<typeof useApplication>) => void) | null = null;

function testStep(name: string) {
  return function TestStep() {
    const { position } = useWizard();
    const app = useApplication();
    useNextHandler(async () => {
      nextCalls.push(name);
      beforeAnswer?.(app);
      return answers.shift() ?? { type: 'advance' };
    });
    return (
      <h2>
        {name} {position.step}.{position.subStep}
      </h2>
    );
  };
}

const allSteps = {
  'mfe_onboarding/PersonalInfoStep': testStep('PersonalInfoStep'),
  'mfe_onboarding/SelectProductStep': testStep('SelectProductStep'),
  'mfe_eligibility/EligibilityStep': testStep('EligibilityStep'),
  'mfe_recommendations/CardFeatureStep': testStep('CardFeatureStep'),
  'mfe_recommendations/CardRecommendationsStep': testStep('CardRecommendationsStep'),
  'mfe_recommendations/LoanOffersStep': testStep('LoanOffersStep'),
};

function setWidth(width: number) {
  window.innerWidth = width;
}

function renderWizard({
  country = 'ae',
  steps = allSteps,
}: { country?: string; steps?: typeof allSteps | object } = {}) {
  window.localStorage.setItem(storageKeys.selectedCountry, country);
  return renderStorefront('/', { consent: true, loader: fakeLoader(steps as typeof allSteps).loader });
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });
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
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(steps).getByText('Step 1')).toBeInTheDocument();
    expect(within(steps).getByText('Step 5')).toBeInTheDocument();
    expect(within(steps).queryByText('Personal Information')).not.toBeInTheDocument();
  });

  it('keeps the names at 432 px', async () => {
    setWidth(432);
    renderWizard();
    await stepHeading();
    expect(
      within(screen.getByRole('navigation', { name: 'Application steps' })).getByText('Personal Information'),
    ).toBeInTheDocument();
  });
});

describe('Next lock', () => {
  it('ignores a second press within 3000 ms and accepts one after', async () => {
    renderWizard({ steps: { 'mfe_onboarding/PersonalInfoStep': allSteps['mfe_onboarding/PersonalInfoStep'] } });
    answers.push({ type: 'stay' }, { type: 'stay' });
    await stepHeading();

    await pressNext();
    expect(nextButton()).toBeDisabled();
    await pressNext();
    await act(async () => {
      jest.advanceTimersByTime(2999);
    });
    await pressNext();
    expect(nextCalls).toEqual(['PersonalInfoStep']);

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(nextButton()).toBeEnabled();
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
    expect(nextButton()).toBeDisabled();
    await act(async () => answer({ type: 'stay' }));
    expect(nextButton()).toBeEnabled();
  });

  it('is disabled while no step has registered what Next means', async () => {
    renderWizard({ steps: {} });
    expect(await screen.findByText('Loading chunk mfe_onboarding/PersonalInfoStep failed')).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
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

  it('moves with the facts the step set just before answering (latest context, not a stale one)', async () => {
    renderWizard({ country: 'ae' });
    await stepHeading();
    // The visitor's country changes to sa while the step works: a non-ae visitor skips step 1.
    beforeAnswer = (app) => app.setCountryCode('sa');
    await pressNext();
    expect(await stepHeading()).toHaveTextContent('EligibilityStep 2.0');
  });

  it("'stay' keeps the step", async () => {
    renderWizard();
    answers.push({ type: 'stay' });
    await stepHeading();
    await pressNext();
    expect(await stepHeading()).toHaveTextContent('PersonalInfoStep 0.0');
  });

  it("'noEligibleProduct' shows its dialog; 'Ok' closes it", async () => {
    renderWizard();
    answers.push({ type: 'noEligibleProduct' });
    await stepHeading();
    await pressNext();
    const dialog = screen.getByRole('dialog', {
      name: 'Unfortunately, we don’t have any products that fits your profile',
    });
    expect(dialog).toHaveTextContent('We have kept your details');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('dialog', { name: /Unfortunately/ })).not.toBeInTheDocument();
    expect(await stepHeading()).toHaveTextContent('PersonalInfoStep 0.0');
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
  async function reachStep4(product: 'Card' | 'Loan') {
    renderWizard({ country: 'sa' });
    await stepHeading();
    beforeAnswer = (app) => app.setProduct(product);
    const moves = product === 'Card' ? 4 : 2;
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

  it('shows Back on steps 1 to 3 and goes back by the rules (sa: step 2 back to step 0)', async () => {
    renderWizard({ country: 'sa' });
    await stepHeading();
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
    renderWizard({ country: 'sa', steps: { ...allSteps, 'mfe_recommendations/CardRecommendationsStep': ResetStep } });
    await stepHeading();
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
