import { useEffect, useState } from 'react';
import { getApplication, isSubmittedStatus, useApplication, wizardProgressState } from '@storefront/shared';

/**
 * A journey that comes back to the wizard at its offers (a refresh, a restored tab, another page
 * of the storefront) may have ended on the partner's way while the visitor left /congratulations
 * at once or never saw it. Before step 4 shows again, the API is asked whether the journey's
 * application was submitted; if so the journey is marked over (the wizard then starts a clean
 * one). Asked once, when the wizard mounts; Next from step 3 or 2 to the offers asks nothing.
 * True while the answer is awaited; a failed call leaves the journey as it is.
 */
export function useSubmittedCheck(): boolean {
  const { applicationId } = useApplication();
  const [asked] = useState(() => {
    const { furthest, submitted } = wizardProgressState.read();
    return !submitted && furthest.step === 4 ? applicationId : null;
  });
  const [checking, setChecking] = useState(asked !== null);

  useEffect(() => {
    if (asked === null) return;
    let current = true;
    const done = () => current && setChecking(false);
    getApplication(asked).then((application) => {
      if (current && isSubmittedStatus(application.status)) {
        wizardProgressState.update((progress) => ({ ...progress, submitted: true }));
      }
      done();
    }, done);
    return () => {
      current = false;
    };
  }, [asked]);

  return checking;
}
