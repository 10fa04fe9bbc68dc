import {
  backPosition,
  nextHistoryEntry,
  nextPosition,
  reachablePosition,
  type WizardFacts,
  type WizardPosition,
} from '../machine';
import { isWizardPath, pathForPosition, positionForPath } from '../step-paths';

const at = (step: WizardPosition['step'], subStep: WizardPosition['subStep'] = 0): WizardPosition => ({ step, subStep });
const card: WizardFacts = { choosesProduct: true, product: 'Card' };
const loan: WizardFacts = { choosesProduct: true, product: 'Loan' };
const cardsOnly: WizardFacts = { choosesProduct: false, product: 'Card' };

describe('the addresses of the steps', () => {
  it.each([
    [at(0), '/apply/personal-information'],
    [at(1), '/apply/product'],
    [at(2), '/apply/eligibility'],
    [at(3, 0), '/apply/features'],
    [at(3, 1), '/apply/priorities'],
    [at(4), '/apply/offers'],
  ])('step %o is at %s, and the address names it back', (position, path) => {
    expect(pathForPosition(position)).toBe(path);
    expect(positionForPath(path)).toEqual(position);
    expect(positionForPath(path + '/')).toEqual(position);
  });

  it("names no step at '/', at /apply and at an unknown address", () => {
    expect(positionForPath('/')).toBeNull();
    expect(positionForPath('/apply')).toBeNull();
    expect(positionForPath('/apply/summary')).toBeNull();
  });

  it("counts '/' and the addresses under /apply as the wizard, not the other pages", () => {
    expect(['/', '/apply/features', '/apply'].map(isWizardPath)).toEqual([true, true, true]);
    expect(['/help-and-support', '/congratulations', '/applyx'].map(isWizardPath)).toEqual([false, false, false]);
  });
});

describe('where a visitor may stand', () => {
  it('anywhere on their way up to the furthest step Next has reached', () => {
    expect(reachablePosition(at(1), at(3, 1), card)).toEqual(at(1));
    expect(reachablePosition(at(3, 1), at(3, 1), card)).toEqual(at(3, 1));
  });

  it('beyond it, at the furthest step', () => {
    expect(reachablePosition(at(4), at(2), card)).toEqual(at(2));
    expect(reachablePosition(at(3, 1), at(3, 0), card)).toEqual(at(3, 0));
    expect(reachablePosition(at(2), at(0), card)).toEqual(at(0));
  });

  it('off their way (card features for a loan, step 1 without a product choice), at the furthest step', () => {
    expect(reachablePosition(at(3, 0), at(4), loan)).toEqual(at(4));
    expect(reachablePosition(at(1), at(2), cardsOnly)).toEqual(at(2));
  });

  it('at step 0 when even the furthest step is off the way', () => {
    expect(reachablePosition(at(3, 0), at(3, 0), loan)).toEqual(at(0));
  });
});

describe('the history entries Next makes, so that the browser’s Back follows the Back rules', () => {
  /** Walks a journey by Next, recording the browser history as the frame builds it. */
  function historyOf(facts: WizardFacts): WizardPosition[] {
    const entries = [at(0)];
    let position = at(0);
    while (position.step !== 4) {
      const to = nextPosition(position, facts);
      if (nextHistoryEntry(position, to, facts) === 'push') entries.push(to);
      else entries[entries.length - 1] = to;
      position = to;
    }
    return entries;
  }

  /** Each entry's predecessor is where the Back rules lead from it. */
  function expectBackFollowsRules(entries: WizardPosition[], facts: WizardFacts) {
    for (let i = entries.length - 1; i > 0; i -= 1) expect(backPosition(entries[i], facts)).toEqual(entries[i - 1]);
  }

  it('a card journey: step 4 takes the place of step 3 sub-step 1, so Back from it lands on sub-step 0', () => {
    const entries = historyOf(card);
    expect(entries.map(pathForPosition)).toEqual([
      '/apply/personal-information',
      '/apply/product',
      '/apply/eligibility',
      '/apply/features',
      '/apply/offers',
    ]);
    expectBackFollowsRules(entries, card);
  });

  it('a loan journey: the offers take the place of step 2, so Back from them lands on step 1', () => {
    const entries = historyOf(loan);
    expect(entries.map(pathForPosition)).toEqual(['/apply/personal-information', '/apply/product', '/apply/offers']);
    expectBackFollowsRules(entries, loan);
  });

  it('without a product choice: step 2 follows step 0, and Back from it lands there', () => {
    const entries = historyOf(cardsOnly);
    expect(entries.map(pathForPosition)).toEqual([
      '/apply/personal-information',
      '/apply/eligibility',
      '/apply/features',
      '/apply/offers',
    ]);
    expectBackFollowsRules(entries, cardsOnly);
  });
});
