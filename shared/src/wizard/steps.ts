import { sharedText, type SharedMessageKey } from '../messages';
import type { WizardFacts, WizardPosition, WizardStep } from './machine';

/** The steps' names, keys of the 'shared' catalog (English: the spec's words). */
export const wizardStepNames = {
  personalInformation: 'steps.personalInformation',
  selectProduct: 'steps.selectProduct',
  checkEligibility: 'steps.checkEligibility',
  selectCardFeature: 'steps.selectCardFeature',
  selectCardAndApply: 'steps.selectCardAndApply',
  chooseAndApply: 'steps.chooseAndApply',
} as const satisfies Record<string, SharedMessageKey>;

/**
 * The steps this visitor will see, in order: step 1 only where the visitor chooses a product,
 * step 3 only for cards. Until a product is chosen, the card flow.
 */
export function visibleSteps({ choosesProduct, product }: WizardFacts): WizardStep[] {
  const steps: WizardStep[] = [0];
  if (choosesProduct) steps.push(1);
  steps.push(2);
  if (product !== 'Loan') steps.push(3);
  steps.push(4);
  return steps;
}

function stepKey(step: WizardStep, { product }: WizardFacts): SharedMessageKey {
  const n = wizardStepNames;
  switch (step) {
    case 0:
      return n.personalInformation;
    case 1:
      return n.selectProduct;
    case 2:
      return n.checkEligibility;
    case 3:
      return n.selectCardFeature;
    case 4:
      return product === 'Loan' ? n.chooseAndApply : n.selectCardAndApply;
  }
}

/** A step's name in the active language, for the product chosen (the card flow until one is). */
export function stepName(step: WizardStep, product: WizardFacts['product']): string {
  return sharedText(stepKey(step, { choosesProduct: true, product }));
}

/**
 * The named steps of the indicator, in the active language: only those the visitor will see
 * (5 for cards with step 1, 4 for loans).
 */
export function indicatorSteps(facts: WizardFacts): string[] {
  return visibleSteps(facts).map((step) => sharedText(stepKey(step, facts)));
}

/** On narrow screens the labels become Step 1 .. Step N. */
export function narrowStepLabel(index: number): string {
  return sharedText('steps.narrowLabel', { number: index + 1 });
}

/** Where the position sits in the indicator, counting only the steps shown. */
export function indicatorIndex(position: WizardPosition, facts: WizardFacts): number {
  return visibleSteps(facts).indexOf(position.step);
}
