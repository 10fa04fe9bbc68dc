/**
 * The rules of movement of spec section 4, as pure functions. The shell's frame applies them;
 * the steps never move the wizard themselves.
 */
import { choosesProduct } from '../countries';
import type { CountryCode, ProductType } from '../api/types';

export type WizardStep = 0 | 1 | 2 | 3 | 4;
/** Only step 3 has sub-steps: 0 choose features, 1 prioritize them. */
export type WizardSubStep = 0 | 1;

export interface WizardPosition {
  step: WizardStep;
  subStep: WizardSubStep;
}

export interface WizardFacts {
  countryCode: CountryCode;
  product: ProductType | null;
}

export const wizardStart: WizardPosition = { step: 0, subStep: 0 };

const at = (step: WizardStep, subStep: WizardSubStep = 0): WizardPosition => ({ step, subStep });

export function nextPosition(position: WizardPosition, facts: WizardFacts): WizardPosition {
  switch (position.step) {
    case 0:
      return choosesProduct(facts.countryCode) ? at(1) : at(2);
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
  if (step === 2 && !choosesProduct(facts.countryCode)) return at(0);
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
