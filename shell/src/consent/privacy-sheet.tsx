import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  PrivacyPolicyBody,
  privacySheetDragCloseThresholdPx,
  privacySheetInitialHeight,
  usePrivacyContent,
} from '@storefront/shared';
import { ChromeButton } from '../chrome/chrome-button';
import { useT } from '../i18n';
import { useConsent } from './consent-state';


/** The Privacy Policy bottom sheet: opens at 80 % of the viewport, closes on a drag down of more than 50 px. */
export function PrivacySheet() {
  const { privacyOpen, closePrivacy } = useConsent();
  if (!privacyOpen) return null;
  return <OpenPrivacySheet onClose={closePrivacy} />;
}

function OpenPrivacySheet({ onClose }: { onClose(): void }) {
  const t = useT();
  const { data, error, isLoading } = usePrivacyContent(true);
  const sheet = useRef<HTMLElement>(null);
  const dragStart = useRef<number | null>(null);
  const [dragOffset, setDragOffset] = useState(0);

  useEffect(() => {
    sheet.current?.focus();
    // The sheet asks to close on Escape, like any dialog.
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const startDrag = (event: ReactPointerEvent<HTMLElement>) => {
    dragStart.current = event.clientY;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const drag = (event: ReactPointerEvent<HTMLElement>) => {
    if (dragStart.current === null) return;
    setDragOffset(Math.max(0, event.clientY - dragStart.current));
  };
  const endDrag = (event: ReactPointerEvent<HTMLElement>) => {
    if (dragStart.current === null) return;
    const distance = event.clientY - dragStart.current;
    dragStart.current = null;
    setDragOffset(0);
    if (distance > privacySheetDragCloseThresholdPx) onClose();
  };
  const cancelDrag = () => {
    dragStart.current = null;
    setDragOffset(0);
  };

  return (
    <div className="sf-sheet-layer">
      <div className="sf-sheet-backdrop" onClick={onClose} aria-hidden="true" />
      <section
        ref={sheet}
        className="sf-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="sf-privacy-title"
        tabIndex={-1}
        style={{
          height: `${privacySheetInitialHeight * 100}vh`,
          transform: dragOffset ? `translateY(${dragOffset}px)` : undefined,
        }}
      >
        <div
          className="sf-sheet__header"
          data-testid="privacy-sheet-drag-area"
          onPointerDown={startDrag}
          onPointerMove={drag}
          onPointerUp={endDrag}
          onPointerCancel={cancelDrag}
        >
          <span className="sf-sheet__handle" title={t('privacy.dragHandle')} aria-hidden="true" />
          <h2 id="sf-privacy-title">{t('privacy.title')}</h2>
        </div>
        {/* It scrolls: focusable, so that a keyboard user can scroll the policy too. */}
        <div className="sf-sheet__body" tabIndex={0} role="region" aria-labelledby="sf-privacy-title">
          {isLoading && <p role="status">{t('privacy.loading')}</p>}
          {error && <p role="alert">{t('privacy.loadFailed')}</p>}
          {data && <PrivacyPolicyBody content={data} sectionClassName="sf-sheet__section" />}
        </div>
        <div className="sf-sheet__actions">
          <ChromeButton onClick={onClose}>{t('privacy.close')}</ChromeButton>
          <ChromeButton variant="primary" onClick={onClose}>
            {t('privacy.agreeAndContinue')}
          </ChromeButton>
        </div>
      </section>
    </div>
  );
}
