import { indicatorIndex, indicatorSteps, narrowStepLabel, visibleSteps } from '../steps';
import type { WizardFacts } from '../machine';

const choose = (product: WizardFacts['product']): WizardFacts => ({ choosesProduct: true, product });
const cardsOnly: WizardFacts = { choosesProduct: false, product: 'Card' };
const at = (step: 0 | 1 | 2 | 3 | 4) => ({ step, subStep: 0 as const });

describe('step indicator', () => {
  it('shows 5 named steps for the card flow with step 1', () => {
    expect(indicatorSteps(choose('Card'))).toEqual([
      'Personal Information',
      'Select Product',
      'Check your eligibility',
      'Select Card Feature',
      'Select Card & Apply',
    ]);
  });

  it('shows 4 named steps for the loan flow', () => {
    expect(indicatorSteps(choose('Loan'))).toEqual([
      'Personal Information',
      'Select Product',
      'Check your eligibility',
      'Choose & Apply',
    ]);
  });

  it('leaves out Select Product where the visitor never sees it (a country without loans)', () => {
    expect(indicatorSteps(cardsOnly)).toEqual([
      'Personal Information',
      'Check your eligibility',
      'Select Card Feature',
      'Select Card & Apply',
    ]);
    expect(indicatorSteps({ choosesProduct: false, product: null })).toHaveLength(4);
  });

  it('shows the card flow until a product is chosen', () => {
    expect(indicatorSteps(choose(null))).toHaveLength(5);
  });

  it('labels steps Step 1 to Step N on narrow screens', () => {
    expect(indicatorSteps(choose('Card')).map((_, i) => narrowStepLabel(i))).toEqual([
      'Step 1',
      'Step 2',
      'Step 3',
      'Step 4',
      'Step 5',
    ]);
  });

  it.each([
    ['step 4 of a loan is the fourth', at(4), choose('Loan'), 3],
    ['step 4 of a card after step 1 is the fifth', at(4), choose('Card'), 4],
    ['step 2 of a loan is the third', at(2), choose('Loan'), 2],
    ['step 2 without step 1 is the second', at(2), cardsOnly, 1],
    ['step 3 without step 1 is the third', at(3), cardsOnly, 2],
    ['step 4 without step 1 is the fourth', at(4), cardsOnly, 3],
    ['step 0 is always the first', at(0), cardsOnly, 0],
  ])('%s', (_rule, position, facts, index) => {
    expect(indicatorIndex(position, facts)).toBe(index);
    expect(visibleSteps(facts)[index]).toBe(position.step);
  });
});
