import { useCallback, useMemo, useState } from 'react';
import { Button } from '@storefront/shared/ui';
import {
  isBackVisible,
  isNextVisible,
  stepsNarrowMaxWidthPx,
  useApplication,
  useMaxWidth,
  WizardContext,
  type NextOutcome,
  type WizardApi,
  type WizardDialog,
} from '@storefront/shared';
import { messages } from '../messages';
import { RemoteSlot } from '../remote-loading/remote-slot';
import { StepIndicator } from './step-indicator';
import { stepModule } from './step-modules';
import { useNextButton } from './use-next-button';
import { useWizardPosition } from './use-wizard-position';
import { WizardDialogs } from './wizard-dialogs';
import './wizard-frame.css';

/**
 * The frame around the steps at '/': indicator, the mounted step (from its remote), Back and Next,
 * the Next lock and the two dialogs. The steps say what Next means; the frame moves.
 */
export function WizardFrame() {
  const { countryCode, product } = useApplication();
  const [position, move] = useWizardPosition({ countryCode, product });
  const [dialog, setDialog] = useState<WizardDialog | null>(null);
  const narrow = useMaxWidth(stepsNarrowMaxWidthPx);

  const onOutcome = useCallback(
    (outcome: NextOutcome) => {
      if (outcome.type === 'advance') move('next');
      else if (outcome.type === 'noEligibleProduct' || outcome.type === 'unexpectedError') setDialog(outcome.type);
    },
    [move],
  );
  const next = useNextButton(onOutcome);
  const back = useCallback(() => move('back'), [move]);

  const api = useMemo<WizardApi>(
    () => ({ position, setNextHandler: next.setNextHandler, back, showDialog: setDialog }),
    [position, next.setNextHandler, back],
  );
  const step = stepModule(position, product);

  return (
    <WizardContext.Provider value={api}>
      <div className="sf-wizard">
        <StepIndicator position={position} product={product} narrow={narrow} />
        <div className="sf-wizard__step">
          <RemoteSlot key={`${step.remote}${step.module}`} remote={step.remote} module={step.module} />
        </div>
        <div className="sf-wizard__buttons">
          {isBackVisible(position, narrow) && <Button onClick={back}>{messages.wizard.back}</Button>}
          {isNextVisible(position) && (
            <Button type="primary" onClick={next.press} disabled={!next.ready || next.locked}>
              {messages.wizard.next}
            </Button>
          )}
        </div>
      </div>
      <WizardDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </WizardContext.Provider>
  );
}
