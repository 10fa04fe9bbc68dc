import type { FunnelStage } from '@storefront/shared/contract';

/** Each funnel stage as operators read it. */
export const stageLabels: Record<FunnelStage, string> = {
  consent: 'Consent',
  step0: 'Step 0',
  step1: 'Step 1',
  step2: 'Step 2',
  step3: 'Step 3',
  step4: 'Step 4',
  apply: 'Apply',
  approved: 'Approved',
  bonusPaid: 'Bonus paid',
};

/** A conversion (0 to 1) as a percentage with one decimal; a dash where there is none. */
export const percent = (conversion: number | null): string => (conversion === null ? '—' : `${(conversion * 100).toFixed(1)} %`);
