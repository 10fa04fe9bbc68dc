import type { LoanOffer } from '@storefront/shared';
import { formatMoney, formatPercent } from '../common/format';
import { loanMessages } from '../messages';

/** Tenure, Loan Amount, Processing Fee and Interest Rate of one offer. */
export function LoanFigures({ offer, currency }: { offer: LoanOffer; currency: string }) {
  const figures: [string, string][] = [
    [loanMessages.tenure, loanMessages.months(offer.loanTenure)],
    [loanMessages.loanAmount, offer.loanAmountTxt],
    [loanMessages.processingFee, formatMoney(offer.processingFee, currency)],
    [loanMessages.interestRate, formatPercent(offer.interest)],
  ];
  return (
    <dl className="rec-loan-figures">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
