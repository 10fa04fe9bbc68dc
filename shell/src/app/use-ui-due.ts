import { useEffect, useState } from 'react';
import { useApplication, useMarket } from '@storefront/shared';

/** How long the wizard's page waits for the market before it loads antd regardless. */
const heroWaitMs = 1500;

/**
 * Whether antd's providers and the routes may load now. On the wizard's pages they wait until the
 * hero's promise (the market's bonus) has been painted: evaluating antd is the page's longest
 * task, and run first it holds the page's main sentence back (in Lighthouse's mobile run: 4.1 s,
 * not 2.3 s). A market that has not answered within `heroWaitMs` holds nothing back; once due,
 * always due.
 */
export function useUiDue(heroShown: boolean): boolean {
  const { countryCode } = useApplication();
  const { data, error } = useMarket(heroShown ? countryCode : null);
  const settled = !heroShown || data !== undefined || error !== undefined;
  const [due, setDue] = useState(settled);
  useEffect(() => {
    if (due) return;
    const timer = setTimeout(() => setDue(true), heroWaitMs);
    if (!settled) return () => clearTimeout(timer);
    // After the next frame is painted: a timeout queued from an animation frame runs once it is.
    let painted: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      painted = setTimeout(() => setDue(true), 0);
    });
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      clearTimeout(painted);
    };
  }, [due, settled]);
  return due;
}
