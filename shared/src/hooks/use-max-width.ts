import { useCallback, useSyncExternalStore } from 'react';

/** True while the viewport is at most `px` wide; follows resizes and rotations. */
export function useMaxWidth(px: number): boolean {
  const query = `(max-width: ${px}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
