import { sharedMessages } from '../messages';
import { isProblemCode, type ProblemCode } from '../contract/problem-codes';
import type { Problem } from './types';

export type ApiErrorKind = 'server' | 'network' | 'setup';

/** Every failure of the client, sorted the way spec section 8 words them. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly problem?: Partial<Problem>;
  /** The problem's stable code (a server answer in problem+json), for the front end's own text. */
  readonly code?: ProblemCode;

  constructor(kind: ApiErrorKind, message: string, status?: number, problem?: Partial<Problem>) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.problem = problem;
    this.code = isProblemCode(problem?.code) ? problem.code : undefined;
  }
}

/** 'Server error: {status}' if the server replied, 'No response from server' if none, else setup. */
export function apiErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'server' && error.status !== undefined) return sharedMessages.serverError(error.status);
    if (error.kind === 'network') return sharedMessages.noResponse;
  }
  return sharedMessages.requestSetupError;
}

/** The server's own title and detail (problem+json), for the snackbar. */
export function problemNotice(error: unknown): { title: string; message: string } {
  if (error instanceof ApiError && error.problem?.title) {
    return { title: error.problem.title, message: error.problem.detail ?? '' };
  }
  return { title: apiErrorText(error), message: '' };
}
