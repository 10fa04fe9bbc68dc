import { useEffect, useRef } from 'react';
import { Alert, Button } from '@storefront/shared/ui';
import { apiErrorText, useConfirmationMail } from '@storefront/shared';
import { useT } from '../i18n';
import './confirmation-mail-notice.css';

/**
 * Above the page's content, on whatever page the visitor is: that the confirmation e-mail of their
 * application could not be sent, why (the spec's words for the failure), and 'Try again'; once a
 * try again succeeds, that it was sent (it takes the focus the vanished button had). Nothing while
 * the e-mail goes out as it should.
 */
export function ConfirmationMailNotice() {
  const t = useT();
  const { state, retry, dismiss } = useConfirmationMail();
  const sentRef = useRef<HTMLDivElement>(null);
  const resent = state.status === 'resent';
  useEffect(() => {
    if (resent) sentRef.current?.focus();
  }, [resent]);

  if (state.status === 'quiet') return null;
  if (state.status === 'resent') {
    return (
      <div className="sf-mail-notice" ref={sentRef} tabIndex={-1}>
        <Alert
          type="success"
          showIcon
          title={t('confirmationMail.sent')}
          closable={{ onClose: dismiss, 'aria-label': t('confirmationMail.close') }}
        />
      </div>
    );
  }
  return (
    <div className="sf-mail-notice">
      <Alert
        type="error"
        showIcon
        title={t('confirmationMail.failedTitle')}
        description={t('confirmationMail.failedText', { reason: apiErrorText(state.error) })}
        action={
          <Button size="small" onClick={() => void retry()} loading={state.status === 'retrying'}>
            {t('confirmationMail.tryAgain')}
          </Button>
        }
      />
    </div>
  );
}
