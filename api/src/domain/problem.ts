import type { ProblemCode } from '@storefront/shared/contract';

/** An error that becomes an `application/problem+json` answer (RFC 9457) with this status and code. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly title: string,
    readonly detail: string,
    readonly slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  ) {
    super(detail);
    this.name = 'ProblemError';
  }
}

export const problemTypeBase = 'https://storefront.example/problems/';

const notFoundCodes = {
  Application: 'application.not-found',
  Customer: 'customer.not-found',
  Product: 'product.not-found',
  Image: 'image.not-found',
  Location: 'location.not-found',
} as const satisfies Record<string, ProblemCode>;

export const notFound = (what: keyof typeof notFoundCodes, id: number | string) =>
  new ProblemError(404, notFoundCodes[what], 'Not Found', `${what} ${id} does not exist.`, 'not-found');

export const unprocessable = (code: ProblemCode, title: string, detail: string) => new ProblemError(422, code, title, detail);

export const conflict = (code: ProblemCode, title: string, detail: string) => new ProblemError(409, code, title, detail);

/** A record in a body names another application than the path. */
export const pathMismatch = (field: string, id: string, pathId: string) =>
  new ProblemError(400, 'request.path-mismatch', 'Invalid request', `${field} ${id} does not match the applicationId ${pathId} of the path.`, 'validation-error');
