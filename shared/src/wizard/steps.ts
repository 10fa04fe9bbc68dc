import type { ProductType } from '../api/types';
import type { WizardPosition } from './machine';

export const wizardStepNames = {
  personalInformation: 'Personal Information',
  selectProduct: 'Select Product',
  checkEligibility: 'Check your eligibility',
  selectCardFeature: 'Select Card Feature',
  selectCardAndApply: 'Select Card & Apply',
  chooseAndApply: 'Choose & Apply',
} as const;

/** The named steps of the indicator: 5 for cards, 4 for loans. Until a product is chosen, the card flow. */
export function indicatorSteps(product: ProductType | null): string[] {
  const n = wizardStepNames;
  return product === 'Loan'
    ? [n.personalInformation, n.selectProduct, n.checkEligibility, n.chooseAndApply]
    : [n.personalInformation, n.selectProduct, n.checkEligibility, n.selectCardFeature, n.selectCardAndApply];
}

/** On narrow screens the labels become Step 1 .. Step N. */
export function narrowStepLabel(index: number): string {
  return `Step ${index + 1}`;
}

/** Where the position sits in the indicator: the loan flow has no step 3. */
export function indicatorIndex(position: WizardPosition, product: ProductType | null): number {
  return product === 'Loan' && position.step === 4 ? 3 : position.step;
}
