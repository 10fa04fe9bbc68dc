import { formatMoney, type LoanOffer } from '@storefront/shared';
import { CompareTable, type CompareRow } from '../compare/compare-table';
import { Figure } from '../common/figure';
import { formatPercent } from '../common/format';
import { useT, type Translate } from '../i18n';
import { rateTypeText } from './loan-figures';

const money = (offer: LoanOffer, amount: number) => <Figure>{formatMoney(amount, offer.currency)}</Figure>;
const percent = (value: number) => <Figure>{formatPercent(value)}</Figure>;

/** The rows of the loan comparison, each offer as offered: its costs first, then what it is. */
const compareRows = (t: Translate): CompareRow<LoanOffer>[] => [
  { label: t('compare.bank'), value: (offer) => offer.organizationName },
  { label: t('loans.loanAmount'), value: (offer) => <Figure>{offer.loanAmountTxt}</Figure> },
  { label: t('loans.tenure'), value: (offer) => t('loans.months', { count: offer.loanTenure }) },
  { label: t('loanQuote.monthlyInstalment'), value: (offer) => money(offer, offer.monthlyInstalment) },
  { label: t('loanQuote.apr'), value: (offer) => percent(offer.apr) },
  { label: t('loans.interestRate'), value: (offer) => percent(offer.interest) },
  { label: t('keyFacts.rateType'), value: (offer) => rateTypeText(offer.rateType) },
  { label: t('loans.processingFee'), value: (offer) => money(offer, offer.processingFee) },
  { label: t('loanQuote.totalRepayable'), value: (offer) => money(offer, offer.totalRepayable) },
  { label: t('costs.minimumSalary'), value: (offer) => money(offer, offer.minMonthlySalary) },
  { label: t('compare.type'), value: (offer) => (offer.islamic ? t('costs.islamicLong') : t('costs.conventional')) },
  {
    label: t('compare.features'),
    value: (offer) =>
      offer.features.length ? (
        <ul>
          {offer.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : (
        t('compare.none')
      ),
  },
];

/** Two or three loan offers side by side. */
export function LoanCompare({ open, offers, onClose }: { open: boolean; offers: readonly LoanOffer[]; onClose(): void }) {
  const t = useT();
  const columns = offers.map((offer) => ({ productId: offer.productId, head: offer.productName }));
  return <CompareTable open={open} products={offers} columns={columns} rows={compareRows(t)} onClose={onClose} />;
}
