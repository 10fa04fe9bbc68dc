import { indicatorIndex, indicatorSteps, narrowStepLabel } from '../steps';

describe('step indicator', () => {
  it('shows 5 named steps for the card flow', () => {
    expect(indicatorSteps('Card')).toEqual([
      'Personal Information',
      'Select Product',
      'Check your eligibility',
      'Select Card Feature',
      'Select Card & Apply',
    ]);
  });

  it('shows 4 named steps for the loan flow', () => {
    expect(indicatorSteps('Loan')).toEqual([
      'Personal Information',
      'Select Product',
      'Check your eligibility',
      'Choose & Apply',
    ]);
  });

  it('shows the card flow until a product is chosen', () => {
    expect(indicatorSteps(null)).toHaveLength(5);
  });

  it('labels steps Step 1 to Step N on narrow screens', () => {
    expect(indicatorSteps('Card').map((_, i) => narrowStepLabel(i))).toEqual([
      'Step 1',
      'Step 2',
      'Step 3',
      'Step 4',
      'Step 5',
    ]);
  });

  it('marks step 4 of a loan as the fourth indicator step', () => {
    expect(indicatorIndex({ step: 4, subStep: 0 }, 'Loan')).toBe(3);
    expect(indicatorIndex({ step: 4, subStep: 0 }, 'Card')).toBe(4);
    expect(indicatorIndex({ step: 2, subStep: 0 }, 'Loan')).toBe(2);
  });
});
