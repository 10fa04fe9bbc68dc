import type { WizardPosition } from './machine';

/**
 * Each step and sub-step of the wizard has its own address under /apply; '/' is the wizard's entry
 * (spec section 2), which shows the step the journey stands at under that step's address.
 */
export const wizardEntryPath = '/';

const stepPaths = [
  { position: { step: 0, subStep: 0 }, path: '/apply/personal-information' },
  { position: { step: 1, subStep: 0 }, path: '/apply/product' },
  { position: { step: 2, subStep: 0 }, path: '/apply/eligibility' },
  { position: { step: 3, subStep: 0 }, path: '/apply/features' },
  { position: { step: 3, subStep: 1 }, path: '/apply/priorities' },
  { position: { step: 4, subStep: 0 }, path: '/apply/offers' },
] as const satisfies readonly { position: WizardPosition; path: string }[];

/** The router's pattern for the step addresses. */
export const wizardStepRoute = 'apply/*';

export function pathForPosition({ step, subStep }: WizardPosition): string {
  const found = stepPaths.find((entry) => entry.position.step === step && entry.position.subStep === subStep);
  if (!found) throw new Error(`No address for step ${step}.${subStep}`);
  return found.path;
}

/** The position an address names; null for '/' and for an address under /apply that names no step. */
export function positionForPath(pathname: string): WizardPosition | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = stepPaths.find((entry) => entry.path === path);
  return found ? { ...found.position } : null;
}

/** Whether the address shows the wizard: its entry or a step's address (the hero stands above it). */
export function isWizardPath(pathname: string): boolean {
  return pathname === wizardEntryPath || pathname.startsWith('/apply/') || pathname === '/apply';
}
