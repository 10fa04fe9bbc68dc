import { lazy, Suspense, useCallback, useContext, useState } from 'react';
import type { RemoteName } from '@storefront/shared';
import { chunkLoadTimeoutMs } from './chunk-timeout';
import { loadWithTimeout } from './load-with-timeout';
import { LoadingSpinner } from './loading-spinner';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoaderContext, type RemoteModuleLoader } from './remote-loader';
import { remoteModuleId } from './remotes';

export interface RemoteSlotProps {
  remote: RemoteName;
  /** The exposed module, e.g. './HelpAndSupportPage'. */
  module: string;
  /** Overrides the loader of RemoteLoaderContext. */
  loader?: RemoteModuleLoader;
}

/**
 * Mounts one exposed module of a remote: loading state, chunk-load timeout, and an error boundary
 * with the spec's 'Loading chunk ... failed' and a Retry that starts a new load.
 */
export function RemoteSlot({ remote, module, loader }: RemoteSlotProps) {
  const contextLoader = useContext(RemoteLoaderContext);
  const load = loader ?? contextLoader;
  const id = remoteModuleId(remote, module);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <RemoteErrorBoundary key={id} chunk={id} onRetry={retry}>
      <RemoteAttempt key={attempt} id={id} load={load} />
    </RemoteErrorBoundary>
  );
}

/**
 * One load of the module. React.lazy remembers its first result forever, so every attempt is a
 * new mount (keyed by the attempt) with its own lazy component: a failure is never replayed.
 */
function RemoteAttempt({ id, load }: { id: string; load: RemoteModuleLoader }) {
  const [RemoteComponent] = useState(() =>
    lazy(async () => {
      const loaded = await loadWithTimeout(load(id), chunkLoadTimeoutMs(), id);
      if (!loaded?.default) throw new Error(`${id} has no default export`);
      return { default: loaded.default };
    }),
  );
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <RemoteComponent />
    </Suspense>
  );
}
