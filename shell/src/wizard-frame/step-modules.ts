import type { ProductType, RemoteName, WizardPosition } from '@storefront/shared';

export interface StepModule {
  remote: RemoteName;
  module: string;
}

/** Which exposed module is the step at this position (step 3 reads its own sub-step). */
export function stepModule(position: WizardPosition, product: ProductType | null): StepModule {
  switch (position.step) {
    case 0:
      return { remote: 'onboarding', module: './PersonalInfoStep' };
    case 1:
      return { remote: 'onboarding', module: './SelectProductStep' };
    case 2:
      return { remote: 'eligibility', module: './EligibilityStep' };
    case 3:
      return { remote: 'recommendations', module: './CardFeatureStep' };
    case 4:
      return {
        remote: 'recommendations',
        module: product === 'Loan' ? './LoanOffersStep' : './CardRecommendationsStep',
      };
  }
}
