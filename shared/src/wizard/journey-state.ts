import type { CountryCode, ProductType, PublicId } from '../api/types';
import { isCountryCode } from '../countries';
import { sessionKeys } from '../storage';
import { wizardStart, type WizardPosition } from './machine';
import { defineStepState, isRecord } from './step-state';

/** The journey's parts the shell keeps (the remotes keep their steps' own). */

export interface StoredApplication {
  country: CountryCode | null;
  applicationId: PublicId | null;
  customerId: PublicId | null;
  customerEmail: string | null;
  locationId: number | null;
  product: ProductType | null;
}

export const emptyStoredApplication: StoredApplication = {
  country: null,
  applicationId: null,
  customerId: null,
  customerEmail: null,
  locationId: null,
  product: null,
};

const stringOrNull = (value: unknown) => value === null || typeof value === 'string';

export const applicationState = defineStepState<StoredApplication>(sessionKeys.application, {
  empty: emptyStoredApplication,
  accept: (value): value is StoredApplication =>
    isRecord(value) &&
    (value.country === null || isCountryCode(value.country)) &&
    stringOrNull(value.applicationId) &&
    stringOrNull(value.customerId) &&
    stringOrNull(value.customerEmail) &&
    (value.locationId === null || typeof value.locationId === 'number') &&
    (value.product === null || value.product === 'Card' || value.product === 'Loan'),
});

export interface WizardProgress {
  /** The furthest position the visitor's Next presses have reached. */
  furthest: WizardPosition;
  /** The position last shown: where '/' resumes. */
  shown: WizardPosition;
  /** The application was submitted (seen on /congratulations): the next visit of the wizard starts a clean journey. */
  submitted: boolean;
}

export const emptyWizardProgress: WizardProgress = { furthest: wizardStart, shown: wizardStart, submitted: false };

const isPosition = (value: unknown): value is WizardPosition =>
  isRecord(value) &&
  typeof value.step === 'number' &&
  [0, 1, 2, 3, 4].includes(value.step) &&
  (value.subStep === 0 || (value.subStep === 1 && value.step === 3));

export const wizardProgressState = defineStepState<WizardProgress>(sessionKeys.wizard, {
  empty: emptyWizardProgress,
  accept: (value): value is WizardProgress =>
    isRecord(value) && isPosition(value.furthest) && isPosition(value.shown) && typeof value.submitted === 'boolean',
});
