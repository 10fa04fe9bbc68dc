import { useEffect, useRef, useState } from 'react';
import { ProductHeading } from '../common/product-heading';
import { Button, Spin, Typography } from '@storefront/shared/ui';
import {
  apiErrorText,
  currencyFor,
  useApplication,
  useLoanRecommendations,
  useNotice,
  useWizard,
  type LoanOffer,
} from '@storefront/shared';
import { ConfirmModal } from '../applying/confirm-modal';
import { RedirectOverlay } from '../applying/redirect-overlay';
import { useApply } from '../applying/use-apply';
import { BonusPromise } from '../common/bonus-promise';
import { commonMessages, loanMessages } from '../messages';
import { LoanFigures } from './loan-figures';

/** Step 4 for a loan: the offers computed at step 2, and applying for one. */
export function LoanOffers() {
  const { applicationId, countryCode } = useApplication();
  const { back } = useWizard();
  const { notify } = useNotice();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const { data: offers, error, isLoading } = useLoanRecommendations(applicationId);
  const { apply, applying, redirecting } = useApply('Loan');
  const [chosen, setChosen] = useState<LoanOffer | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const currency = currencyFor(countryCode);

  useEffect(() => {
    if (error) notifyRef.current({ kind: 'error', title: apiErrorText(error), message: '' });
  }, [error]);

  const open = (offer: LoanOffer) => {
    setChosen(offer);
    setModalOpen(true);
  };
  const close = () => setModalOpen(false);

  return (
    <section className="rec-step" aria-labelledby="rec-loans-title">
      <Typography.Title level={2} id="rec-loans-title">
        {loanMessages.title}
      </Typography.Title>
      <Typography.Title level={3}>{loanMessages.headline}</Typography.Title>
      <Typography.Paragraph>{loanMessages.eligibleText}</Typography.Paragraph>
      <BonusPromise />
      {applicationId === null && <Typography.Paragraph type="danger">{commonMessages.noApplicationId}</Typography.Paragraph>}
      {isLoading ? (
        <Spin aria-label={loanMessages.loading} />
      ) : (
        <ul className="rec-card-list">
          {(offers ?? []).map((offer) => (
            <li key={offer.productId} className="rec-card rec-loan" onClick={() => open(offer)}>
              <div className="rec-card-body">
                <ProductHeading
                  organizationName={offer.organizationName}
                  productName={offer.productName}
                  onOpen={() => open(offer)}
                />
                <LoanFigures offer={offer} currency={currency} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button onClick={back}>{loanMessages.returnHome}</Button>
      <ConfirmModal
        open={modalOpen}
        productName={chosen?.productName ?? ''}
        features={chosen?.features ?? []}
        description={chosen?.description ?? ''}
        applying={applying}
        onCancel={close}
        onApply={() =>
          apply(chosen && { productId: chosen.productId, productName: chosen.productName, features: chosen.features ?? [] }, close)
        }
      >
        {chosen && <LoanFigures offer={chosen} currency={currency} />}
      </ConfirmModal>
      <RedirectOverlay open={redirecting} />
    </section>
  );
}
