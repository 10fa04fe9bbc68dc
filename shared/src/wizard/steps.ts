import type { WizardFacts, WizardPosition, WizardStep } from './machine';

export const wizardStepNames = {
  personalInformation: 'Personal Information',
  selectProduct: 'Select Product',
  checkEligibility: 'Check your eligibility',
  selectCardFeature: 'Select Card Feature',
  selectCardAndApply: 'Select Card & Apply',
  chooseAndApply: 'Choose & Apply',
} as const;

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

function stepName(step: WizardStep, { product }: WizardFacts): string {
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

/** The named steps of the indicator: only those the visitor will see (5 for cards with step 1, 4 for loans). */
export function indicatorSteps(facts: WizardFacts): string[] {
  return visibleSteps(facts).map((step) => stepName(step, facts));
}

/** On narrow screens the labels become Step 1 .. Step N. */
export function narrowStepLabel(index: number): string {
  return `Step ${index + 1}`;
}

/** Where the position sits in the indicator, counting only the steps shown. */
export function indicatorIndex(position: WizardPosition, facts: WizardFacts): number {
  return visibleSteps(facts).indexOf(position.step);
}
