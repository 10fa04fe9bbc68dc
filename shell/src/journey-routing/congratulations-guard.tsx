import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from '@storefront/shared/router';
import { getApplication, isSubmittedStatus, useApplication, useStepState, wizardEntryPath, wizardProgressState } from '@storefront/shared';
import { LoadingSpinner } from '../remote-loading/loading-spinner';

type Verdict = 'checking' | 'submitted' | 'none';

/**
 * /congratulations shows only after an application of this tab's journey was submitted: the
 * journey says so once seen here, else the API is asked about the journey's application (with its
 * access token). Anything else (typed directly, another tab, a clean journey) goes to '/'. Once
 * shown, the journey is over: the wizard's next visit starts a clean one.
 */
export function CongratulationsGuard({ children }: { children: ReactNode }) {
  const { applicationId } = useApplication();
  const { submitted } = useStepState(wizardProgressState);
  const navigate = useNavigate();
  const [asked, setAsked] = useState<Verdict>(applicationId === null ? 'none' : 'checking');
  const verdict: Verdict = submitted ? 'submitted' : asked;

  useEffect(() => {
    if (submitted || applicationId === null) return;
    let current = true;
    getApplication(applicationId).then(
      (application) => current && setAsked(isSubmittedStatus(application.status) ? 'submitted' : 'none'),
      () => current && setAsked('none'),
    );
    return () => {
      current = false;
    };
  }, [submitted, applicationId]);

  useEffect(() => {
    if (verdict === 'none') navigate(wizardEntryPath, { replace: true });
    else if (verdict === 'submitted' && !submitted) wizardProgressState.update((p) => ({ ...p, submitted: true }));
  }, [verdict, submitted, navigate]);

  if (verdict === 'checking') return <LoadingSpinner />;
  return verdict === 'submitted' ? <>{children}</> : null;
}
