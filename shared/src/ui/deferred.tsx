import { forwardRef, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** Every deferred component's loader, so that they can all be fetched ahead of their first render. */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * A kit component that no step-0 screen renders, fetched when it is first rendered (or preloaded,
 * see preloadDeferredComponents) instead of with the kit: its code is a chunk of its own of the app
 * that provided the kit, and it takes antd's config provider, theme and contexts from that same
 * copy of the kit, so there is still one antd in the page. Until the chunk has arrived it renders
 * `fallback` (nothing unless given) in its place, in its own Suspense boundary: the screen around
 * it stays as it is. A chunk that fails to come throws to the nearest error boundary; the next
 * mount (the boundary's retry) fetches it again.
 */
export function deferred<C extends object>(
  load: () => Promise<C>,
  fallback?: (props: Record<string, unknown>) => ReactNode,
  /** Whether the component is needed with these props (a dialog: once open); until then it renders nothing and fetches nothing. */
  needed: (props: Record<string, unknown>) => boolean = () => true,
): C {
  type Loaded = ComponentType<Record<string, unknown>>;
  let loaded: Loaded | undefined;
  let loading: Promise<{ default: Loaded }> | undefined;
  const fetch = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component as unknown as Loaded;
        return { default: loaded };
      },
      (error: unknown) => {
        // React.lazy keeps a rejection for good: the next mount gets a new one, which fetches again.
        loading = undefined;
        Lazy = lazy(fetch);
        throw error;
      },
    ));
  loaders.push(fetch);
  let Lazy = lazy(fetch);
  const Deferred = forwardRef<unknown, Record<string, unknown>>(function Deferred(props, ref) {
    // Rendered at once when the code is already here (preloaded); each instance keeps what it
    // first rendered with, so that it is never remounted and keeps its state (a dialog that
    // closes plays its closing motion).
    const [Component, setComponent] = useState<Loaded | null>(() => (needed(props) ? (loaded ?? Lazy) : null));
    if (!Component) {
      if (needed(props)) setComponent(() => loaded ?? Lazy);
      return null;
    }
    return (
      <Suspense fallback={fallback?.(props) ?? null}>
        <Component {...props} ref={ref} />
      </Suspense>
    );
  });
  return Deferred as unknown as C;
}

let preloaded = false;

/** Fetches every deferred component now (once); a failed fetch is left to the render that needs it. */
export function preloadDeferredComponents(): void {
  if (preloaded) return;
  preloaded = true;
  for (const load of loaders) load().catch(() => undefined);
}

/**
 * Preloads the deferred components when the visitor first presses a key or the pointer: they come
 * while the visitor types step 0, and a screen that only shows (step 0 before any input) does not
 * fetch them.
 */
export function preloadDeferredOnFirstInput(target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  const events = ['keydown', 'pointerdown'] as const;
  const onInput = () => {
    stop();
    preloadDeferredComponents();
  };
  const stop = () => events.forEach((name) => target.removeEventListener(name, onInput, true));
  events.forEach((name) => target.addEventListener(name, onInput, true));
  return stop;
}
