import { sharedMessages, sharedText, type SharedMessageKey } from '../messages';
import english from '../messages/en.json';
import { catalogMessages, currentLanguage } from '../i18n/catalogs';
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

export interface ProblemNotice {
  title: string;
  message: string;
}

const problemKey = (code: string, part: 'title' | 'message') => `problem.${code}.${part}`;
// As the build compiles it or as jest reads it (i18n/catalogs.ts).
const sharedKeys = new Set(Object.keys(catalogMessages(english)));
const hasText = (key: string): key is SharedMessageKey => sharedKeys.has(key);

/** The front end's own text for a problem's code; the generic one for a code it does not know. */
export function problemText(code: ProblemCode | undefined): ProblemNotice {
  const known = code !== undefined && hasText(problemKey(code, 'title'));
  const name = known ? code : 'generic';
  const message = problemKey(name, 'message');
  return {
    title: sharedText(problemKey(name, 'title') as SharedMessageKey),
    message: hasText(message) ? sharedText(message) : '',
  };
}

/**
 * A failure worded for the snackbar. A problem+json answer: in English the server's own title and
 * detail; in another language the front end's text for the problem's code (the server writes
 * English only). Any other failure: 'Server error: {status}', 'No response from server'.
 */
export function problemNotice(error: unknown): ProblemNotice {
  if (error instanceof ApiError && error.problem?.title) {
    if (currentLanguage() !== 'en') return problemText(error.code);
    return { title: error.problem.title, message: error.problem.detail ?? '' };
  }
  return { title: apiErrorText(error), message: '' };
}
