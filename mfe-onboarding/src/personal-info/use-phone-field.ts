import { startTransition, useEffect, useState } from 'react';

type PhoneFieldModule = typeof import('./phone-field');

/** Once loaded, later visits to step 0 render at once. */
let loaded: PhoneFieldModule | null = null;

/** The lazily loaded phone field; null (an empty country list) until its chunk has arrived. */
export function usePhoneField(): PhoneFieldModule | null {
  const [module, setModule] = useState<PhoneFieldModule | null>(loaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (module) return;
    let mounted = true;
    import('./phone-field').then(
      (m) => {
        loaded = m;
        // A transition: React renders the form in slices, between which the page stays responsive,
        // instead of one long task (an update from a promise is otherwise rendered in one go).
        if (mounted) startTransition(() => setModule(m));
      },
      (error: unknown) => mounted && setFailure(error),
    );
    return () => {
      mounted = false;
    };
  }, [module]);
  // A chunk that cannot load is the shell's error boundary's to show ('Loading chunk ... failed').
  if (failure) throw failure;
  return module;
}
