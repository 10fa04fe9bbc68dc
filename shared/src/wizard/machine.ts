/**
 * The rules of movement of spec section 4, as pure functions. The shell's frame applies them;
 * the steps never move the wizard themselves.
 */
import type { ProductType } from '../api/types';

export type WizardStep = 0 | 1 | 2 | 3 | 4;
/** Only step 3 has sub-steps: 0 choose features, 1 prioritize them. */
export type WizardSubStep = 0 | 1;

export interface WizardPosition {
  step: WizardStep;
  subStep: WizardSubStep;
}

export interface WizardFacts {
  /**
   * Whether the visitor chooses Card or Loan at step 1: in every country whose catalog offers
   * loans (the API's market); elsewhere the product is Card and step 1 is never shown.
   */
  choosesProduct: boolean;
  product: ProductType | null;
}

export const wizardStart: WizardPosition = { step: 0, subStep: 0 };

const at = (step: WizardStep, subStep: WizardSubStep = 0): WizardPosition => ({ step, subStep });

export function nextPosition(position: WizardPosition, facts: WizardFacts): WizardPosition {
  switch (position.step) {
    case 0:
      return facts.choosesProduct ? at(1) : at(2);
    case 1:
      return at(2);
    case 2:
      // A loan skips the card features: two steps at once.
      return facts.product === 'Loan' ? at(4) : at(3, 0);
    case 3:
      return position.subStep === 0 ? at(3, 1) : at(4);
    case 4:
      return position;
  }
}

export function backPosition(position: WizardPosition, facts: WizardFacts): WizardPosition {
  const { step, subStep } = position;
  if (step === 0) return position;
  if (step === 3 && subStep === 1) return at(3, 0);
  // Step 2 goes back to step 1 where the visitor saw it, else two steps back to step 0.
  if (step === 2) return facts.choosesProduct ? at(1) : at(0);
  if (step === 4) return facts.product === 'Loan' ? at(1) : at(3, 0);
  return at((step - 1) as WizardStep);
}

/** Back: absent on step 0; on step 4 only on narrow screens. */
export function isBackVisible(position: WizardPosition, narrow: boolean): boolean {
  if (position.step === 0) return false;
  if (position.step === 4) return narrow;
  return true;
}

/** Next: absent on step 4. */
export function isNextVisible(position: WizardPosition): boolean {
  return position.step !== 4;
}

/** The positions in the order of the journey: step 3's sub-steps between steps 3 and 4. */
export function positionOrder({ step, subStep }: WizardPosition): number {
  return step * 2 + subStep;
}

export function samePosition(a: WizardPosition, b: WizardPosition): boolean {
  return a.step === b.step && a.subStep === b.subStep;
}

/** Whether the position is on this visitor's way: step 1 only where they choose, step 3 only for cards. */
export function isOnTheWay({ step }: WizardPosition, facts: WizardFacts): boolean {
  if (step === 1) return facts.choosesProduct;
  if (step === 3) return facts.product !== 'Loan';
  return true;
}

/**
 * Where the visitor may stand when asking for `requested`: any position on their way up to the
 * furthest one their Next presses have reached; a position beyond it, or off their way, gives the
 * furthest one (or step 0 when even that is off the way, e.g. after the product changed).
 */
export function reachablePosition(
  requested: WizardPosition,
  furthest: WizardPosition,
  facts: WizardFacts,
): WizardPosition {
  if (isOnTheWay(requested, facts) && positionOrder(requested) <= positionOrder(furthest)) return requested;
  return isOnTheWay(furthest, facts) ? furthest : wizardStart;
}

/**
 * How Next records its move in the browser history so that the browser's Back follows the Back
 * rules: a new entry, unless Back from the new position skips the current one (step 4 back to step
 * 3's first sub-step, a loan's step 4 back to step 1); then the new position takes the current
 * entry's place and Back lands where the rules say.
 */
export function nextHistoryEntry(from: WizardPosition, to: WizardPosition, facts: WizardFacts): 'push' | 'replace' {
  return samePosition(backPosition(to, facts), from) ? 'push' : 'replace';
}
