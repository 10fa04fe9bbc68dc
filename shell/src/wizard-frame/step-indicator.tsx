import { Steps } from '@storefront/shared/ui';
import {
  indicatorIndex,
  indicatorSteps,
  narrowStepLabel,
  type WizardFacts,
  type WizardPosition,
} from '@storefront/shared';
import { useT } from '../i18n';

interface Props {
  position: WizardPosition;
  /** Null while the country's market loads: which steps the visitor will see depends on it. */
  facts: WizardFacts | null;
  narrow: boolean;
}

/** The steps this visitor will see (5 for cards with step 1, 4 for loans or without step 1): the current one active, earlier ones completed. */
export function StepIndicator({ position, facts, narrow }: Props) {
  const t = useT();
  if (!facts) return <nav aria-label={t('wizard.stepsLabel')} className="sf-steps" aria-busy />;
  const names = indicatorSteps(facts);
  const current = indicatorIndex(position, facts);
  return (
    <nav aria-label={t('wizard.stepsLabel')} className="sf-steps">
      <Steps
        current={current}
        responsive={false}
        titlePlacement="vertical"
        size="small"
        items={names.map((name, index) => ({
          title: narrow ? narrowStepLabel(index) : name,
          status: index < current ? 'finish' : index === current ? 'process' : 'wait',
        }))}
      />
    </nav>
  );
}
