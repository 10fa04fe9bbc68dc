import { defineStepState, isRecord, sessionKeys } from '@storefront/shared';
import { emptyPersonalForm, isPersonalProblem, type PersonalErrors, type PersonalForm } from './personal-form';

/**
 * The visitor's entries outlive the step's component: Back from a later step mounts step 0 anew
 * and must show what was typed, and so must a refresh or a restored tab. Kept with the rest of the
 * journey (step-state): a clean journey (another country, or home after applying) starts empty.
 */
const personalFormState = defineStepState<PersonalForm>(sessionKeys.personalForm, {
  empty: emptyPersonalForm,
  accept: (value): value is PersonalForm =>
    isRecord(value) &&
    ['fullName', 'email', 'phone', 'promoCode'].every((field) => typeof value[field] === 'string') &&
    isRecord(value.errors),
});

/** The errors as kept: a field's problem, whose text is read in the language of the moment. */
function knownErrors(errors: Record<string, unknown>): PersonalErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, problem]) => isPersonalProblem(problem)));
}

export function savedPersonalForm(): PersonalForm {
  const form = personalFormState.read();
  return { ...form, errors: knownErrors(form.errors) };
}

export function savePersonalForm(form: PersonalForm): void {
  personalFormState.write(form);
}

/** For tests: a fresh visit. */
export function resetPersonalForm(): void {
  personalFormState.write(emptyPersonalForm);
}
