import { Steps } from '@storefront/shared/ui';
import {
  indicatorIndex,
  indicatorSteps,
  narrowStepLabel,
  type ProductType,
  type WizardPosition,
} from '@storefront/shared';
import { messages } from '../messages';

interface Props {
  position: WizardPosition;
  product: ProductType | null;
  narrow: boolean;
}

/** The named steps (5 for cards, 4 for loans): the current one active, earlier ones completed. */
export function StepIndicator({ position, product, narrow }: Props) {
  const names = indicatorSteps(product);
  const current = indicatorIndex(position, product);
  return (
    <nav aria-label={messages.wizard.stepsLabel} className="sf-steps">
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
