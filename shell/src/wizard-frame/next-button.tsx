import { useId } from 'react';
import { Button } from '@storefront/shared/ui';
import { useT } from '../i18n';

interface Props {
  /** The mounted step has said what Next means. */
  ready: boolean;
  /** The 3000 ms lock after a press (and until the step has answered) runs. */
  locked: boolean;
  onPress(): void;
}

/**
 * Next, which says when it is working: during the lock, and while the step it belongs to is still
 * loading, it shows a spinner and tells assistive technology why it cannot be pressed (its name
 * stays 'Next'). It is aria-disabled rather than disabled, so it keeps its colour and its focus;
 * a press then does nothing.
 */
export function NextButton({ ready, locked, onPress }: Props) {
  const t = useT();
  const statusId = useId();
  const working = locked || !ready;
  const status = locked ? t('wizard.nextLocked') : !ready ? t('wizard.nextWaitingForStep') : '';
  return (
    <span className="sf-next">
      <Button
        type="primary"
        className={working ? 'sf-next__button sf-next__button--working' : 'sf-next__button'}
        onClick={() => {
          if (!working) onPress();
        }}
        aria-disabled={working || undefined}
        aria-busy={working || undefined}
        aria-describedby={working ? statusId : undefined}
        icon={working ? <span className="sf-next__spinner" aria-hidden="true" /> : undefined}
        iconPlacement="end"
      >
        {t('wizard.next')}
      </Button>
      <span id={statusId} role="status" className="sf-visually-hidden">
        {status}
      </span>
    </span>
  );
}
