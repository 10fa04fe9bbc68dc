import { useReducer } from 'react';
import { backPosition, nextPosition, wizardStart, type WizardFacts, type WizardPosition } from '@storefront/shared';

type Move = 'next' | 'back';

/**
 * The position, moved by the shared machine. The reducer runs while the frame renders, with the
 * facts of that render: a step that sets the product (or the visitor who changes the country)
 * just before answering 'advance' is seen, not a stale closure from before the Next handler ran.
 */
export function useWizardPosition(facts: WizardFacts): [WizardPosition, (move: Move) => void] {
  return useReducer(
    (position: WizardPosition, move: Move) =>
      move === 'next' ? nextPosition(position, facts) : backPosition(position, facts),
    wizardStart,
  );
}
