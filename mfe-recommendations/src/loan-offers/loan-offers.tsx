import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Typography } from '@storefront/shared/ui';
import { apiErrorText, useApplication, useLoanRecommendations, useNotice, useWizard } from '@storefront/shared';
import { ConfirmModal } from '../applying/confirm-modal';
import { RedirectOverlay } from '../applying/redirect-overlay';
import { useApply } from '../applying/use-apply';
import { IslamicToggle } from '../card-recommendations/islamic-toggle';
import { CompareTray } from '../compare/compare-tray';
import { useCompareSelection } from '../compare/compare-selection';
import { BonusPromise } from '../common/bonus-promise';
import { Busy } from '../common/busy';
import { KeyFactsSheet } from '../key-facts/key-facts-sheet';
import { useT } from '../i18n';
import { LoanAmountNotice } from './loan-amount-notice';
import { LoanCompare } from './loan-compare';
import { LoanOfferTile, type ChosenLoan } from './loan-offer-tile';

/**
 * Step 4 for a loan: the offers computed at step 2, each adjustable in amount and tenure, and
 * applying for one. The Islamic filter keeps the Sharia-compliant offers of the cached list.
 */
export function LoanOffers() {
  const { applicationId, language } = useApplication();
  const t = useT();
  const { back } = useWizard();
  const { notify } = useNotice();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const { data: offers, error, isLoading } = useLoanRecommendations(applicationId, language);
  const { apply, applying, redirecting } = useApply('Loan');
  const [islamic, setIslamic] = useState(false);
  const compare = useCompareSelection();
  const [comparing, setComparing] = useState(false);
  const [chosen, setChosen] = useState<ChosenLoan | null>(null);
  const [modalOpen, setModalOpen] = useState(false);

  useEffect(() => {
    if (error) notifyRef.current({ kind: 'error', title: apiErrorText(error), message: '' });
  }, [error]);

  const shown = useMemo(() => (offers ?? []).filter((offer) => !islamic || offer.islamic), [offers, islamic]);
  const compared = useMemo(
    () => compare.chosen.flatMap((id) => (offers ?? []).find((offer) => offer.productId === id) ?? []),
    [compare.chosen, offers],
  );

  const open = (loan: ChosenLoan) => {
    setChosen(loan);
    setModalOpen(true);
  };
  const close = () => setModalOpen(false);

  return (
    <section className="rec-step" aria-labelledby="rec-loans-title">
      <Typography.Title level={2} id="rec-loans-title">
        {t('loans.title')}
      </Typography.Title>
      <Typography.Title level={3}>{t('loans.headline')}</Typography.Title>
      <Typography.Paragraph>{t('loans.eligibleText')}</Typography.Paragraph>
      <BonusPromise />
      <div className="rec-step-tools">
        <IslamicToggle checked={islamic} onChange={setIslamic} />
      </div>
      {applicationId === null && <Typography.Paragraph type="danger">{t('common.noApplicationId')}</Typography.Paragraph>}
      {isLoading && !offers ? (
        <Busy label={t('loans.loading')} />
      ) : (
        <>
          <LoanAmountNotice offers={offers ?? []} />
          {islamic && shown.length === 0 && <Typography.Paragraph>{t('islamic.noneFound')}</Typography.Paragraph>}
          <ul className="rec-card-list">
            {shown.map((offer) => (
              <LoanOfferTile
                key={offer.productId}
                applicationId={applicationId}
                offer={offer}
                compared={compare.chosen.includes(offer.productId)}
                compareFull={compare.full}
                onOpen={open}
                onCompare={compare.toggle}
              />
            ))}
          </ul>
        </>
      )}
      <Button onClick={back}>{t('loans.returnHome')}</Button>
      <CompareTray count={compare.chosen.length} onOpen={() => setComparing(true)} onClear={compare.clear} />
      {comparing && <LoanCompare open={comparing} offers={compared} onClose={() => setComparing(false)} />}
      <ConfirmModal
        open={modalOpen}
        organizationName={chosen?.offer.organizationName ?? ''}
        productName={chosen?.offer.productName ?? ''}
        features={chosen?.offer.features ?? []}
        description={chosen?.offer.description ?? ''}
        applying={applying}
        onCancel={close}
        onApply={() => apply(chosen && { productId: chosen.offer.productId, loanChoice: chosen.loanChoice }, close)}
      >
        {chosen && <KeyFactsSheet facts={chosen.keyFacts.facts} />}
      </ConfirmModal>
      <RedirectOverlay open={redirecting} product="Loan" />
    </section>
  );
}
