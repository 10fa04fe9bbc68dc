import { emptySupportForm, type SupportFormValues } from './support-form-values';

/**
 * The terms link leaves this page, which unmounts the form. What the visitor typed is parked here
 * (in memory only, never in storage: it is personal) and given back when the form mounts again.
 */
let parked: SupportFormValues | null = null;

export function parkSupportDraft(values: SupportFormValues): void {
  parked = values;
}

export function readSupportDraft(): SupportFormValues {
  return parked ?? emptySupportForm;
}

export function clearSupportDraft(): void {
  parked = null;
}
