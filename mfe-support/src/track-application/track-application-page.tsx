import { Button, PageFrame, StorefrontUiRoot } from '@storefront/shared/ui';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { getTrackingTimeline, trackingTimelineKey, type Language, type TrackingSession } from '@storefront/shared';
import { useLanguage, useT } from '../i18n';
import { ApplicationTimeline } from './application-timeline';
import { CodeForm } from './code-form';
import { DetailsForm, type TrackingDetails } from './details-form';
import { FailureAlert } from './failure-alert';
import { trackingFailure } from './tracking-failure';

type Stage =
  | { step: 'details'; details?: TrackingDetails; sessionEnded?: boolean }
  | { step: 'code'; details: TrackingDetails }
  | { step: 'timeline'; details: TrackingDetails; session: TrackingSession; language: Language };

/**
 * Exposed as './TrackApplicationPage': /track-application. No account: the application's reference
 * and the address it was made with, a code mailed to that address, then the application's timeline.
 */
export default function TrackApplicationPage() {
  const t = useT();
  const language = useLanguage();
  const [stage, setStage] = useState<Stage>({ step: 'details' });
  return (
    <StorefrontUiRoot>
      <PageFrame titleId="track-title" title={t('trackApplication.title')} intro={stage.step === 'details' ? t('trackApplication.intro') : undefined} contentWidth={640}>
        {stage.step === 'details' && (
          <DetailsForm
            initial={stage.details}
            notice={stage.sessionEnded ? t('trackApplication.sessionEnded') : undefined}
            onCodeSent={(details) => setStage({ step: 'code', details })}
          />
        )}
        {stage.step === 'code' && (
          <CodeForm
            details={stage.details}
            onSession={(session) => setStage({ step: 'timeline', details: stage.details, session, language })}
            onChangeDetails={() => setStage({ step: 'details', details: stage.details })}
          />
        )}
        {stage.step === 'timeline' && (
          <TrackedApplication
            session={stage.session}
            sessionLanguage={stage.language}
            onSessionEnded={() => setStage({ step: 'details', details: stage.details, sessionEnded: true })}
            onTrackAnother={() => setStage({ step: 'details' })}
          />
        )}
      </PageFrame>
    </StorefrontUiRoot>
  );
}

/**
 * The timeline the code opened; after a language switch it is read again with the session's token,
 * so the product and bank are named in the new language (the one shown stays until it arrives).
 */
function TrackedApplication({
  session,
  sessionLanguage,
  onSessionEnded,
  onTrackAnother,
}: {
  session: TrackingSession;
  sessionLanguage: Language;
  onSessionEnded: () => void;
  onTrackAnother: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, mutate } = useSWR(
    trackingTimelineKey(session.trackingToken, language),
    ([, token, lang]) => getTrackingTimeline(token, lang),
    {
      fallbackData: language === sessionLanguage ? session.timeline : undefined,
      revalidateOnMount: language !== sessionLanguage,
      revalidateOnFocus: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
  const failure = error ? trackingFailure(error) : null;
  const ended = failure?.kind === 'session-ended';
  useEffect(() => {
    if (ended) onSessionEnded();
  }, [ended, onSessionEnded]);
  const shown = data ?? (failure ? undefined : session.timeline);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <>
      {failure && !ended && (
        <FailureAlert failure={failure} action={<Button onClick={() => void mutate()}>{t('trackApplication.retry')}</Button>} />
      )}
      {shown && <ApplicationTimeline ref={heading} timeline={shown} />}
      <Button type="link" onClick={onTrackAnother} style={{ paddingInline: 0, marginTop: 16 }}>
        {t('trackApplication.trackAnother')}
      </Button>
    </>
  );
}
