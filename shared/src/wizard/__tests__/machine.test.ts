import {
  backPosition,
  isBackVisible,
  isNextVisible,
  nextPosition,
  type WizardFacts,
  type WizardPosition,
} from '../machine';

const at = (step: WizardPosition['step'], subStep: WizardPosition['subStep'] = 0): WizardPosition => ({ step, subStep });
// 'choose': step 1 is shown (the country's catalog offers loans); 'cards': it is not.
const facts = (market: 'choose' | 'cards', product: WizardFacts['product']): WizardFacts => ({
  choosesProduct: market === 'choose',
  product,
});

// One row per rule of spec section 4, "Wizard moves".
describe('Next', () => {
  it.each([
    ['step 0, a country with loans goes to step 1 (no default product)', at(0), facts('choose', null), at(1)],
    ['step 0, a country without loans jumps to step 2', at(0), facts('cards', 'Card'), at(2)],
    ['step 1 goes to step 2', at(1), facts('choose', 'Loan'), at(2)],
    ['step 2, Card goes to step 3 sub-step 0', at(2), facts('choose', 'Card'), at(3, 0)],
    ['step 2, Loan jumps two steps to step 4', at(2), facts('choose', 'Loan'), at(4)],
    ['step 3 sub-step 0 goes to sub-step 1', at(3, 0), facts('cards', 'Card'), at(3, 1)],
    ['step 3 sub-step 1 goes to step 4', at(3, 1), facts('cards', 'Card'), at(4)],
    ['step 4 has no Next: stays', at(4), facts('choose', 'Card'), at(4)],
  ])('%s', (_rule, from, given, expected) => {
    expect(nextPosition(from, given)).toEqual(expected);
  });
});

describe('Back', () => {
  it.each([
    ['from step 3 sub-step 1, to sub-step 0', at(3, 1), facts('choose', 'Card'), at(3, 0)],
    ['from step 2 without step 1, two steps back to step 0', at(2), facts('cards', 'Card'), at(0)],
    ['from step 2 after step 1, one step back to step 1 (Card)', at(2), facts('choose', 'Card'), at(1)],
    ['from step 2 after step 1, one step back to step 1 (Loan)', at(2), facts('choose', 'Loan'), at(1)],
    ['from step 4 for Loan, to step 1 (three steps back from the loan jump)', at(4), facts('choose', 'Loan'), at(1)],
    ['from step 4 for Card, to step 3 sub-step 0', at(4), facts('choose', 'Card'), at(3, 0)],
    ['from step 4 for Card without step 1, to step 3 sub-step 0', at(4), facts('cards', 'Card'), at(3, 0)],
    ['from step 3 sub-step 0, one step back to step 2', at(3, 0), facts('choose', 'Card'), at(2)],
    ['from step 1, one step back to step 0', at(1), facts('choose', null), at(0)],
    ['step 0 has no Back: stays', at(0), facts('choose', null), at(0)],
  ])('%s', (_rule, from, given, expected) => {
    expect(backPosition(from, given)).toEqual(expected);
  });
});

describe('button visibility', () => {
  it.each([
    ['Back is absent on step 0', at(0), false, false],
    ['Back shows on step 1', at(1), false, true],
    ['Back shows on step 3 sub-step 1', at(3, 1), false, true],
    ['Back on step 4 is hidden on wide screens', at(4), false, false],
    ['Back on step 4 shows on narrow screens', at(4), true, true],
  ])('%s', (_rule, position, narrow, visible) => {
    expect(isBackVisible(position, narrow)).toBe(visible);
  });

  it.each([
    [at(0), true],
    [at(2), true],
    [at(3, 1), true],
    [at(4), false],
  ])('Next at %j visible: %s', (position, visible) => {
    expect(isNextVisible(position)).toBe(visible);
  });
});
