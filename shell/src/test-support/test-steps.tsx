import {
  useApplication,
  useNextHandler,
  useWizard,
  type ApplicationState,
  type NextOutcome,
  type WizardPosition,
} from '@storefront/shared';

/** What a test step learns when Next is pressed on it. */
export interface TestStepPress {
  name: string;
  position: WizardPosition;
  app: ApplicationState;
}

/**
 * Test doubles of the remotes' steps, by module id (for fakeLoader): each shows its name and where
 * the wizard stands ('PersonalInfoStep 0.0') and answers Next with what `onNext` returns.
 */
export function testSteps(onNext: (press: TestStepPress) => NextOutcome | Promise<NextOutcome>) {
  const testStep = (name: string) =>
    function TestStep() {
      const { position } = useWizard();
      const app = useApplication();
      useNextHandler(async () => onNext({ name, position, app }));
      return (
        <h2>
          {name} {position.step}.{position.subStep}
        </h2>
      );
    };
  return {
    'mfe_onboarding/PersonalInfoStep': testStep('PersonalInfoStep'),
    'mfe_onboarding/SelectProductStep': testStep('SelectProductStep'),
    'mfe_eligibility/EligibilityStep': testStep('EligibilityStep'),
    'mfe_recommendations/CardFeatureStep': testStep('CardFeatureStep'),
    'mfe_recommendations/CardRecommendationsStep': testStep('CardRecommendationsStep'),
    'mfe_recommendations/LoanOffersStep': testStep('LoanOffersStep'),
  };
}
