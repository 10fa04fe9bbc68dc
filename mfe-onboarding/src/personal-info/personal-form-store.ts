import { emptyPersonalForm, type PersonalForm } from './personal-form';

/**
 * The visitor's entries outlive the step's component: Back from a later step mounts step 0 anew
 * and must show what was typed. The remote module is one instance per page, so this is per visit.
 */
let saved: PersonalForm = emptyPersonalForm;

export function savedPersonalForm(): PersonalForm {
  return saved;
}

export function savePersonalForm(form: PersonalForm): void {
  saved = form;
}

/** For tests: a fresh visit. */
export function resetPersonalForm(): void {
  saved = emptyPersonalForm;
}
