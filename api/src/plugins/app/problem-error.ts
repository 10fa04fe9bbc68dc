import type { ProblemCode } from '@storefront/shared/contract';

/** The base of every problem's `type` URI. */
export const problemTypeBase = 'https://storefront.example/problems/';

/**
 * An error of the HTTP edge (routes, plugins) that becomes an `application/problem+json` answer
 * (RFC 9457) with this status and code: a refused signature, an exceeded limit, a preflight.
 * Domain code throws DomainError (domain/problem.ts) instead, which the error handler maps.
 */
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
