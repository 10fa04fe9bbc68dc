/** An error that becomes an `application/problem+json` answer (RFC 9457) with this status. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  ) {
    super(detail);
    this.name = 'ProblemError';
  }
}

export const problemTypeBase = 'https://storefront.example/problems/';

export const notFound = (what: string, id: number | string) =>
  new ProblemError(404, 'Not Found', `${what} ${id} does not exist.`, 'not-found');

export const unprocessable = (title: string, detail: string) => new ProblemError(422, title, detail);

export const conflict = (title: string, detail: string) => new ProblemError(409, title, detail);

/** A record in a body names another application than the path. */
export const pathMismatch = (field: string, id: string, pathId: string) =>
  new ProblemError(400, 'Invalid request', `${field} ${id} does not match the applicationId ${pathId} of the path.`, 'validation-error');
