import { formatMoney, type LoanOffer } from '@storefront/shared';
import { CompareTable, type CompareRow } from '../compare/compare-table';
import { formatPercent } from '../common/format';
import { compareMessages, costMessages, keyFactsMessages, loanMessages, loanQuoteMessages } from '../messages';
import { rateTypeText } from './loan-figures';

const money = (offer: LoanOffer, amount: number) => formatMoney(amount, offer.currency);

/** The rows of the loan comparison, each offer as offered: its costs first, then what it is. */
const rows: CompareRow<LoanOffer>[] = [
  { label: compareMessages.bank, value: (offer) => offer.organizationName },
  { label: loanMessages.loanAmount, value: (offer) => offer.loanAmountTxt },
  { label: loanMessages.tenure, value: (offer) => loanMessages.months(offer.loanTenure) },
  { label: loanQuoteMessages.monthlyInstalment, value: (offer) => money(offer, offer.monthlyInstalment) },
  { label: loanQuoteMessages.apr, value: (offer) => formatPercent(offer.apr) },
  { label: loanMessages.interestRate, value: (offer) => formatPercent(offer.interest) },
  { label: keyFactsMessages.rateType, value: (offer) => rateTypeText(offer.rateType) },
  { label: loanMessages.processingFee, value: (offer) => money(offer, offer.processingFee) },
  { label: loanQuoteMessages.totalRepayable, value: (offer) => money(offer, offer.totalRepayable) },
  { label: costMessages.minimumSalary, value: (offer) => money(offer, offer.minMonthlySalary) },
  { label: compareMessages.type, value: (offer) => (offer.islamic ? costMessages.islamicLong : costMessages.conventional) },
  {
    label: compareMessages.features,
    value: (offer) =>
      offer.features.length ? (
        <ul>
          {offer.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : (
        compareMessages.none
      ),
  },
];

/** Two or three loan offers side by side. */
export function LoanCompare({ open, offers, onClose }: { open: boolean; offers: readonly LoanOffer[]; onClose(): void }) {
  const columns = offers.map((offer) => ({ productId: offer.productId, head: offer.productName }));
  return <CompareTable open={open} products={offers} columns={columns} rows={rows} onClose={onClose} />;
}
