import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { Button } from '@storefront/shared/ui';
import {
  isBackVisible,
  isNextVisible,
  offersLoans,
  stepsNarrowMaxWidthPx,
  useApplication,
  useJourney,
  useMarket,
  useMaxWidth,
  useStepState,
  wizardProgressState,
  WizardContext,
  type NextOutcome,
  type NoProductReason,
  type WizardApi,
  type WizardDialog,
} from '@storefront/shared';
import { useSubmittedCheck } from '../journey-routing/use-submitted-check';
import { useT } from '../i18n';
import { LoadingSpinner } from '../remote-loading/loading-spinner';
import { RemoteSlot } from '../remote-loading/remote-slot';
import { NextButton } from './next-button';
import { StepIndicator } from './step-indicator';
import { stepModule } from './step-modules';
import { useNextButton } from './use-next-button';
import { useWizardRoute } from './use-wizard-route';
import { WizardDialogs } from './wizard-dialogs';
import './wizard-frame.css';

/**
 * A fresh journey (a change of country) starts the wizard afresh at step 0, and so does coming
 * back to the wizard after the application was submitted ('Back to home' on /congratulations, or
 * any way back once the API says so).
 */
export function WizardFrame() {
  const journey = useJourney();
  const { countryCode } = useApplication();
  const { submitted } = useStepState(wizardProgressState);
  const checking = useSubmittedCheck();
  const { startFresh } = journey;
  useLayoutEffect(() => {
    if (submitted) startFresh(countryCode);
  }, [submitted, startFresh, countryCode]);
  if (checking) return <LoadingSpinner />;
  return submitted ? null : <JourneyFrame key={journey.id} />;
}

/**
 * The frame around the steps at '/' and their own addresses: indicator, the mounted step (from its
 * remote), Back and Next, the Next lock and the two dialogs. The steps say what Next means; the
 * frame moves. Whether step 1 is on the way depends on the country's market (does its catalog
 * offer loans?).
 */
function JourneyFrame() {
  const t = useT();
  const { countryCode, product, setProduct } = useApplication();
  const { data: market, error: marketError } = useMarket(countryCode);
  // Until the market is known, step 1 is assumed (every seeded market offers loans); the steps move
  // only once it is, since step 0's Next waits for it.
  const facts = { choosesProduct: market ? offersLoans(market) : true, product };
  const { position, redirecting, next: moveNext, back } = useWizardRoute(facts);
  const [dialog, setDialog] = useState<WizardDialog | null>(null);
  const [noProductReason, setNoProductReason] = useState<NoProductReason | null>(null);
  const narrow = useMaxWidth(stepsNarrowMaxWidthPx);

  const onOutcome = useCallback(
    (outcome: NextOutcome) => {
      if (outcome.type === 'advance') moveNext();
      else if (outcome.type === 'noEligibleProduct') {
        setNoProductReason(outcome.reason ?? null);
        setDialog(outcome.type);
      } else if (outcome.type === 'unexpectedError') setDialog(outcome.type);
    },
    [moveNext],
  );
  const next = useNextButton(onOutcome);

  const api = useMemo<WizardApi>(
    () => ({ position, setNextHandler: next.setNextHandler, back, showDialog: (shown: WizardDialog) => {
        setNoProductReason(null);
        setDialog(shown);
      } }),
    [position, next.setNextHandler, back],
  );
  const step = stepModule(position, product);

  return (
    <WizardContext.Provider value={api}>
      <div className="sf-wizard">
        <StepIndicator position={position} facts={market || marketError ? facts : null} narrow={narrow} />
        <div className="sf-wizard__step">
          {!redirecting && (
            <RemoteSlot key={`${step.remote}${step.module}`} remote={step.remote} module={step.module} />
          )}
        </div>
        <div className="sf-wizard__buttons">
          {isBackVisible(position, narrow) && <Button onClick={back}>{t('wizard.back')}</Button>}
          {isNextVisible(position) && <NextButton ready={next.ready} locked={next.locked} onPress={next.press} />}
        </div>
      </div>
      <WizardDialogs
        dialog={dialog}
        reason={noProductReason}
        onClose={() => setDialog(null)}
        onOtherProduct={() => {
          setDialog(null);
          setProduct(product === 'Loan' ? 'Card' : 'Loan');
          back();
        }}
      />
    </WizardContext.Provider>
  );
}
