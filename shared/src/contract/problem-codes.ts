/** The problem codes without any schema library, for the front ends' bundles. */
/**
 * The stable codes of the API's problems, one per thing that can go wrong: the front ends show
 * their own text for each (in the visitor's language); `title` and `detail` stay English, for logs
 * and developers. A code is never renamed or reused for another meaning.
 */
export const problemCodes = [
  // The request itself
  'request.invalid',
  'request.path-mismatch',
  'request.country-unknown',
  'request.url-invalid',
  'request.data-invalid',
  'request.refused',
  'request.preflight-invalid',
  'request.origin-not-allowed',
  'request.idempotency-key-invalid',
  'request.idempotency-key-reused',
  'route.not-found',
  'rate-limited',
  // Customers
  'customer.not-found',
  'customer.name-invalid',
  'customer.email-invalid',
  'customer.mobile-invalid',
  'customer.promo-code-unknown',
  'customer.country-mismatch',
  // Applications and their steps
  'application.not-found',
  'application.submitted',
  'application.wrong-product-type',
  'application.product-type-mismatch',
  'application.customer-mismatch',
  'application.answers-required',
  'application.preferences-required',
  'application.loan-choice-not-allowed',
  'screening.question-unknown',
  'screening.option-unknown',
  'feature.unknown',
  'feature.selection-invalid',
  // Catalog and offers
  'product.not-found',
  'product.not-available',
  'image.not-found',
  'location.not-found',
  'location.not-available',
  'loan.tenure-out-of-range',
  'loan.amount-out-of-range',
  'loan.amount-above-eligibility',
  'catalog.invalid',
  // Catalog drafts in the operator console
  'catalog.draft-not-found',
  'catalog.draft-closed',
  'catalog.entity-not-found',
  'catalog.version-not-found',
  // Publishing catalog versions
  'catalog.same-operator',
  'catalog.publish-time',
  'catalog.not-awaiting-approval',
  'catalog.draft-has-problems',
  // A catalog draft previewed on the storefront
  'preview.invalid',
  'preview.ended',
  'preview.application-refused',
  // Partners (postbacks) and the bonus ledger
  'partner.unauthorized',
  'partner.reference-not-found',
  'partner.transition-impossible',
  'payout.nothing-to-pay',
  'payout.batch-not-found',
  'payout.already-paid',
  'payout.same-operator',
  'payout.not-approved',
  // The operator console (shared/src/contract/operator)
  'operator.sign-in-failed',
  'operator.locked',
  'operator.signed-out',
  'operator.forbidden',
  'operator.csrf-invalid',
  'operator.code-invalid',
  'operator.not-found',
  'operator.email-taken',
  'operator.setup-invalid',
  'operator.last-admin',
  // The support desk (operator console)
  'ticket.not-found',
  'ticket.erased',
  // Visitor tracking
  'tracking.code-invalid',
  'tracking.session-not-found',
  // The service
  'unavailable',
  'not-ready',
  'internal',
] as const;
export type ProblemCode = (typeof problemCodes)[number];

export function isProblemCode(value: unknown): value is ProblemCode {
  return typeof value === 'string' && (problemCodes as readonly string[]).includes(value);
}
