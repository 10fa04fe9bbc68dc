import { amountProblem, parseAmount } from '../loan-amount';

describe('the amount to borrow as typed', () => {
  it.each([
    ['99000', 99000],
    ['99,000', 99000],
    ['1,000,000', 1000000],
    [' 50 000 ', 50000],
    ['٩٩٬٠٠٠', 99000],
    ['۵۰۰۰۰', 50000],
  ])('reads %p as %p', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each(['ninety thousand', '99k', '-5000', '20000.5', '1e5', '9,99', ''])('refuses %p as a number', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('says what is wrong: nothing typed, not a number, or outside the loans of the market', () => {
    const range = { min: 5000, max: 1000000 };
    expect(amountProblem('  ', range)).toBe('missing');
    expect(amountProblem('lots', range)).toBe('notNumber');
    expect(amountProblem('4,999', range)).toBe('outOfRange');
    expect(amountProblem('1,000,001', range)).toBe('outOfRange');
    expect(amountProblem('99,000', range)).toBeNull();
  });
});
