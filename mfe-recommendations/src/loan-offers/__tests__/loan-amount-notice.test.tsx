import { amountAnswer } from '../loan-amount-notice';
import { loanOffer } from '../../test-support/fixtures';

describe('what the offers say of the amount asked for', () => {
  it('nothing without a request', () => {
    expect(amountAnswer([loanOffer(1)])).toBeNull();
  });

  it('offered as asked', () => {
    const offers = [loanOffer(1, { loanAmount: 20000, requestedAmount: 20000 }), loanOffer(2, { loanAmount: 20000, requestedAmount: 20000 })];
    expect(amountAnswer(offers)).toEqual({ requested: 20000, most: 20000, lowered: 'none', currency: 'AED' });
  });

  it('lowered by the commitments to the most any offer shows', () => {
    const offers = [
      loanOffer(1, { loanAmount: 44000, requestedAmount: 99000, amountLimit: 'debtBurden' }),
      loanOffer(2, { loanAmount: 38000, requestedAmount: 99000, amountLimit: 'debtBurden' }),
    ];
    expect(amountAnswer(offers)).toEqual({ requested: 99000, most: 44000, lowered: 'debtBurden', currency: 'AED' });
  });

  it("lowered to the lenders' maxima", () => {
    const offers = [loanOffer(1, { loanAmount: 250000, requestedAmount: 900000, amountLimit: 'productMaximum' })];
    expect(amountAnswer(offers)?.lowered).toBe('productMaximum');
  });
});
