import { useEffect, useState } from 'react';

/** True while the window is at most `maxWidthPx` wide (the spec's narrow breakpoints). */
export function useMaxWidth(maxWidthPx: number): boolean {
  const [narrow, setNarrow] = useState(() => window.innerWidth <= maxWidthPx);
  useEffect(() => {
    const update = () => setNarrow(window.innerWidth <= maxWidthPx);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [maxWidthPx]);
  return narrow;
}
