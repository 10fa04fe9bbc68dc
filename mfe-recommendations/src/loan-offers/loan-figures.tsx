import { formatMoney, type LoanOffer, type LoanQuote } from '@storefront/shared';
import { Figure } from '../common/figure';
import { FigureList, type LabelledFigure } from '../common/figure-list';
import { formatPercent } from '../common/format';
import { t as text, useT } from '../i18n';

/** The figures of one amount over one tenure: an offer's own, or a quote for another choice. */
export type LoanFiguresSource = Pick<
  LoanOffer & LoanQuote,
  'rateType' | 'interest' | 'apr' | 'monthlyInstalment' | 'processingFee' | 'totalRepayable' | 'islamic' | 'currency'
> & {
  amount: number;
  tenure: number;
  /** The amount as the API wrote it (an offer's loanAmountTxt). */
  amountText?: string;
};

/** An offer's figures as one source shape. */
export function offerFigures(offer: LoanOffer): LoanFiguresSource {
  return { ...offer, amount: offer.loanAmount, tenure: offer.loanTenure, amountText: offer.loanAmountTxt };
}

/** Flat or reducing, said plainly. */
export function rateTypeText(rateType: LoanOffer['rateType']): string {
  return rateType === 'flat' ? text('loanQuote.flat') : text('loanQuote.reducing');
}

/**
 * What the loan costs, first: monthly instalment, APR and total repayable, with how the rate is
 * charged. Then the spec's four figures: Tenure, Loan Amount, Processing Fee and Interest Rate
 * (the spec's label, also for an Islamic loan's profit rate: its Key Facts name it so).
 */
export function LoanFigures({ figures }: { figures: LoanFiguresSource }) {
  const t = useT();
  const money = (amount: number) => formatMoney(amount, figures.currency);
  const headline: LabelledFigure[] = [
    { label: t('loanQuote.monthlyInstalment'), value: money(figures.monthlyInstalment) },
    { label: t('loanQuote.apr'), value: formatPercent(figures.apr) },
    { label: t('loanQuote.totalRepayable'), value: money(figures.totalRepayable) },
  ];
  const spec: LabelledFigure[] = [
    { label: t('loans.tenure'), value: t('loans.months', { count: figures.tenure }) },
    { label: t('loans.loanAmount'), value: figures.amountText ?? money(figures.amount) },
    { label: t('loans.processingFee'), value: money(figures.processingFee) },
    { label: t('loans.interestRate'), value: formatPercent(figures.interest) },
  ];
  return (
    <>
      <div className="rec-loan-costs" role="group" aria-label={t('loanQuote.costsLabel')}>
        {headline.map(({ label, value }) => (
          <p key={label}>
            <span>{label}</span>
            <strong>
              <Figure>{value}</Figure>
            </strong>
          </p>
        ))}
      </div>
      <FigureList className="rec-loan-figures" figures={spec} />
      <p className="rec-loan-rate-type">{rateTypeText(figures.rateType)}</p>
    </>
  );
}
