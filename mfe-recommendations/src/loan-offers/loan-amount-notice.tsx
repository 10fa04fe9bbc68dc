import { Alert } from '@storefront/shared/ui';
import { formatMoney, type LoanOffer } from '@storefront/shared';
import { isolate } from '../common/format';
import { useT } from '../i18n';

/** What the offers say of the amount asked for: offered as asked, or lowered (by the debt-burden rule, or lenders' maxima) to `most`. */
export function amountAnswer(offers: readonly LoanOffer[]): { requested: number; most: number; lowered: 'none' | 'debtBurden' | 'productMaximum'; currency: string } | null {
  const requested = offers.find((o) => o.requestedAmount !== null)?.requestedAmount;
  if (requested == null || offers.length === 0) return null;
  const most = Math.max(...offers.map((o) => o.loanAmount));
  const lowered = most >= requested ? 'none' : offers.some((o) => o.amountLimit === 'debtBurden') ? 'debtBurden' : 'productMaximum';
  return { requested, most, lowered, currency: offers[0].currency };
}

/** Above the offers: the amount the visitor asked for, and when no offer reaches it, the most shown and why. */
export function LoanAmountNotice({ offers }: { offers: readonly LoanOffer[] }) {
  const t = useT();
  const answer = amountAnswer(offers);
  if (!answer) return null;
  const money = (amount: number) => isolate(formatMoney(amount, answer.currency));
  const values = { requested: money(answer.requested), most: money(answer.most) };
  if (answer.lowered === 'none') return <Alert className="rec-loan-asked" type="info" showIcon title={t('loans.askedFor', values)} />;
  return (
    <Alert
      className="rec-loan-asked"
      type="warning"
      showIcon
      title={t(answer.lowered === 'debtBurden' ? 'loans.loweredByCommitments' : 'loans.loweredByLenders', values)}
    />
  );
}
