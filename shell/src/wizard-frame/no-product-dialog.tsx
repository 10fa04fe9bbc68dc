import { useState } from 'react';
import { Button, Checkbox, Modal } from '@storefront/shared/ui';
import { formatMoney, offersLoans, putContactConsent, useApplication, useMarket, type NoProductReason } from '@storefront/shared';
import { useT, type ShellMessageKey } from '../i18n';

interface Props {
  open: boolean;
  reason: NoProductReason | null;
  onClose(): void;
  /** Back to step 1 with the other product chosen. */
  onOtherProduct(): void;
}

const shortfallText: Record<string, ShellMessageKey> = {
  hardStop: 'noProduct.reasonLoanHardStop',
  minSalary: 'noProduct.reasonMinSalary',
  debtBurden: 'noProduct.reasonDebtBurden',
  amountBelowMinimum: 'noProduct.reasonAmountBelowMinimum',
};

/** Why nothing fits, in the visitor's words. */
function ReasonText({ reason }: { reason: NoProductReason | null }) {
  const t = useT();
  const { product } = useApplication();
  if (!reason) return <p>{t('noProduct.reasonUnknown')}</p>;
  if (reason.kind === 'hardStop') return <p>{t('noProduct.reasonHardStop', { question: reason.question, answer: reason.answer })}</p>;
  if (reason.kind === 'creditScore') return <p>{t(product === 'Loan' ? 'noProduct.reasonUnknown' : 'noProduct.reasonCreditScore')}</p>;
  const { shortfall, currency } = reason;
  const money = (amount: number | undefined) => formatMoney(amount ?? 0, currency);
  return (
    <p>
      {t(shortfallText[shortfall.reason], {
        obligations: money(shortfall.monthlyObligations),
        percent: String(shortfall.maxDebtBurdenPercent),
        salary: money(shortfall.lowestMinMonthlySalary),
        amount: money(shortfall.lowestMinAmount),
      })}
    </p>
  );
}

/**
 * The no-product dialog (spec section 2, "Dialogs"): the spec's title and 'Ok', why nothing fits,
 * what the visitor could look at instead, and the promise to get in touch only once the visitor
 * ticks that they agree to be contacted (stored with the application, never ticked for them).
 */
export function NoProductDialog({ open, reason, onClose, onOtherProduct }: Props) {
  const t = useT();
  const { applicationId, product, countryCode } = useApplication();
  const { data: market } = useMarket(open ? countryCode : null);
  const [consent, setConsent] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const answerConsent = async (value: boolean) => {
    if (applicationId === null) return;
    setConsent(value);
    setSaving(true);
    setFailed(false);
    try {
      await putContactConsent(applicationId, value);
    } catch {
      setConsent(!value);
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  const otherProduct = product === 'Loan' ? 'Card' : offersLoans(market) ? 'Loan' : null;

  return (
    <Modal
      open={open}
      title={t('wizard.noEligibleProductTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('wizard.ok')}
        </Button>
      }
    >
      <div className="sf-no-product">
        <ReasonText reason={reason} />
        <p className="sf-no-product__instead">{t('noProduct.insteadTitle')}</p>
        <div className="sf-no-product__options">
          {otherProduct && (
            <Button onClick={onOtherProduct}>{t(otherProduct === 'Card' ? 'noProduct.seeCards' : 'noProduct.seeLoans')}</Button>
          )}
          <Button onClick={onClose}>
            {t(reason?.kind === 'loanShortfall' && reason.shortfall.reason === 'amountBelowMinimum' ? 'noProduct.changeAmount' : 'noProduct.changeAnswers')}
          </Button>
        </div>
        <Checkbox checked={consent} disabled={saving || applicationId === null} onChange={(e) => void answerConsent(e.target.checked)}>
          {t('noProduct.consent')}
        </Checkbox>
        {failed && (
          <p role="alert" className="sf-no-product__error">
            {t('noProduct.consentFailed')}
          </p>
        )}
        {consent && <p>{t('wizard.noEligibleProductText')}</p>}
      </div>
    </Modal>
  );
}
