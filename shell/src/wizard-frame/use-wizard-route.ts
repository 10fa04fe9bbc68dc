import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from '@storefront/shared/router';
import {
  backPosition,
  nextHistoryEntry,
  nextPosition,
  pathForPosition,
  positionForPath,
  positionOrder,
  reachablePosition,
  samePosition,
  useStepState,
  wizardEntryPath,
  wizardProgressState,
  type WizardFacts,
  type WizardPosition,
} from '@storefront/shared';

/** What a step's history entry carries: the entry behind it is where Back leads (it was made by Next). */
interface WizardEntryState {
  wizardBack?: boolean;
}

const leadsBack = (state: unknown) => (state as WizardEntryState | null)?.wizardBack === true;

export interface WizardRoute {
  position: WizardPosition;
  /** True while the address is being corrected to the position shown (no step renders then). */
  redirecting: boolean;
  /** Moves by the rules once the frame has rendered with the facts the step just set. */
  next(): void;
  back(): void;
}

/**
 * The position is the address: each step and sub-step has its own (shared/src/wizard/step-paths.ts).
 * '/' shows the step the journey stands at; an address beyond the furthest step the visitor's Next
 * presses have reached, or off their way, is replaced by the furthest one. Next adds a history
 * entry (or takes the current one's place where Back skips it), so the browser's Back and Forward
 * follow the rules of spec section 4; the frame's Back goes back through that entry when there is
 * one, and otherwise replaces the address with the rules' position.
 */
export function useWizardRoute(facts: WizardFacts): WizardRoute {
  const location = useLocation();
  const navigate = useNavigate();
  const progress = useStepState(wizardProgressState);

  const named = positionForPath(location.pathname);
  const asked = named ?? (location.pathname === wizardEntryPath ? progress.shown : progress.furthest);
  const reachable = reachablePosition(asked, progress.furthest, facts);
  // One object per position: the wizard context changes only when the visitor moves.
  const position = useMemo<WizardPosition>(
    () => ({ step: reachable.step, subStep: reachable.subStep }),
    [reachable.step, reachable.subStep],
  );
  const path = pathForPosition(position);
  const redirecting = location.pathname !== path;

  useLayoutEffect(() => {
    if (redirecting) navigate(path, { replace: true });
  }, [redirecting, path, navigate]);

  useEffect(() => {
    if (redirecting) return;
    wizardProgressState.update((current) =>
      samePosition(current.shown, position) ? current : { ...current, shown: position },
    );
  }, [redirecting, position]);

  // Another product chosen on step 1 changes the way ahead: nothing beyond the current step is
  // reached for it yet (this effect runs before Next's below, which then moves on).
  const productSeen = useRef(facts.product);
  useEffect(() => {
    const before = productSeen.current;
    productSeen.current = facts.product;
    if (before === null || facts.product === null || before === facts.product) return;
    wizardProgressState.update((current) =>
      positionOrder(current.furthest) > positionOrder(position) ? { ...current, furthest: position } : current,
    );
  }, [facts.product, position]);

  // Next is applied after the render that follows the step's answer: a step that sets the product
  // (or the country's market that arrives) just before answering is seen, not a stale closure.
  const [nextRequests, requestNext] = useReducer((count: number) => count + 1, 0);
  const handledNext = useRef(0);
  useEffect(() => {
    if (nextRequests === handledNext.current) return;
    handledNext.current = nextRequests;
    const to = nextPosition(position, facts);
    if (samePosition(to, position)) return;
    wizardProgressState.update((current) => ({ ...current, furthest: to, shown: to }));
    // The next step starts at the top of the page, from its first frame: a visitor who pressed Next
    // at the foot of a long step (step 3's list) would otherwise see the footer, then in view, move
    // as the step's content gives way to the next one's.
    window.scrollTo(0, 0);
    const entry = nextHistoryEntry(position, to, facts);
    navigate(pathForPosition(to), {
      replace: entry === 'replace',
      // Taking the current entry's place, the new one leads back where the current one did.
      state: entry === 'push' ? ({ wizardBack: true } satisfies WizardEntryState) : location.state,
    });
  });

  // The same function for the journey's life (the steps keep it), reading this render's values.
  const latest = useRef({ position, facts, entryState: location.state as unknown });
  latest.current = { position, facts, entryState: location.state };
  const back = useCallback(() => {
    const { position: from, facts: now, entryState } = latest.current;
    const to = backPosition(from, now);
    if (samePosition(to, from)) return;
    if (leadsBack(entryState)) navigate(-1);
    else navigate(pathForPosition(to), { replace: true });
  }, [navigate]);

  return { position, redirecting, next: requestNext, back };
}
