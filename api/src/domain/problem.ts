import type { ProblemCode } from '@storefront/shared/contract';

/**
 * What a request did wrong, in the domain's terms; the error handler (plugins/app/error-handler.ts)
 * answers each kind with its HTTP status:
 * - `invalid`: the input is malformed;
 * - `not-found`: it names something that does not exist (or that the caller may not see);
 * - `conflict`: it contradicts what was stored before;
 * - `refused`: it is well formed but breaks a rule of the product;
 * - `broken`: the data the service runs on is wrong (an invalid catalog).
 */
export type DomainErrorKind = 'invalid' | 'not-found' | 'conflict' | 'refused' | 'broken';

/** A domain error with its stable code, title and detail; `slug` names its problem type. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ProblemCode,
    readonly title: string,
    readonly detail: string,
    readonly slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  ) {
    super(detail);
    this.name = 'DomainError';
  }
}

const notFoundCodes = {
  Application: 'application.not-found',
  Customer: 'customer.not-found',
  Product: 'product.not-found',
  Image: 'image.not-found',
  Location: 'location.not-found',
} as const satisfies Record<string, ProblemCode>;

export const notFound = (what: keyof typeof notFoundCodes, id: number | string) =>
  new DomainError('not-found', notFoundCodes[what], 'Not Found', `${what} ${id} does not exist.`, 'not-found');

export const unprocessable = (code: ProblemCode, title: string, detail: string) => new DomainError('refused', code, title, detail);

export const conflict = (code: ProblemCode, title: string, detail: string) => new DomainError('conflict', code, title, detail);

/** A record in a body names another application than the path. */
export const pathMismatch = (field: string, id: string, pathId: string) =>
  new DomainError('invalid', 'request.path-mismatch', 'Invalid request', `${field} ${id} does not match the applicationId ${pathId} of the path.`, 'validation-error');
