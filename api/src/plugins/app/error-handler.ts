import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { ProblemCode } from '@storefront/shared/contract';
import type { Duplex } from 'node:stream';
import { DomainError, type DomainErrorKind } from '../../domain/problem.js';
import { ProblemError, problemTypeBase } from './problem-error.js';
import { errorForLog } from '../../domain/log-safe.js';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from './database-unavailable.js';

interface Problem { type: string; title: string; status: number; detail: string; code: ProblemCode }

/** The customer fields whose invalid value has a code of its own (the others are request.invalid). */
const fieldCodes: Record<string, ProblemCode> = {
  '/email': 'customer.email-invalid',
  '/to': 'customer.email-invalid',
  '/mobileNumber': 'customer.mobile-invalid',
  '/name': 'customer.name-invalid',
};

/** PostgreSQL errors that mean the request contradicts the data, not that the server broke. */
const pgClientErrors: Record<string, [number, string, string]> = {
  '23503': [422, 'Unknown reference', 'The request refers to a record that does not exist.'],
  '23505': [409, 'Conflict', 'The record already exists.'],
  '23514': [422, 'Invalid value', 'A value is outside what is allowed.'],
  '22P02': [400, 'Invalid value', 'A value has the wrong format.'],
  '22003': [400, 'Invalid value', 'A number is out of range.'],
  '22001': [400, 'Invalid value', 'A text value is too long.'],
  '22021': [400, 'Invalid value', 'A text value contains a character that cannot be stored.'],
};

/** The HTTP status of each kind of domain error. */
const domainStatus: Record<DomainErrorKind, number> = { invalid: 400, 'not-found': 404, conflict: 409, refused: 422, broken: 500 };

function toProblem(error: FastifyError): Problem {
  if (error instanceof DomainError) {
    return { type: problemTypeBase + error.slug, title: error.title, status: domainStatus[error.kind], detail: error.detail, code: error.code };
  }
  if (error instanceof ProblemError) {
    return { type: problemTypeBase + error.slug, title: error.title, status: error.status, detail: error.detail, code: error.code };
  }
  if (error.validation) {
    const first = error.validation[0];
    const field = `${error.validationContext ?? 'body'}${first?.instancePath ?? ''}`;
    const missing = first?.keyword === 'required' ? `/${(first.params as { missingProperty?: string }).missingProperty}` : '';
    return {
      type: problemTypeBase + 'validation-error',
      title: 'Invalid request',
      status: 400,
      detail: `${field}${missing} ${first?.message ?? 'is invalid'}`.trim(),
      code: (!missing && fieldCodes[first?.instancePath ?? '']) || 'request.invalid',
    };
  }
  if (isDatabaseUnavailable(error)) {
    return { type: problemTypeBase + 'unavailable', title: 'Service Unavailable', status: 503, detail: 'The service is briefly unavailable; please try again in a few seconds.', code: 'unavailable' };
  }
  const pg = pgClientErrors[error.code] ?? pgClientErrors[(error.cause as { code?: string } | undefined)?.code ?? ''];
  if (pg) return { type: problemTypeBase + 'invalid-data', title: pg[1], status: pg[0], detail: pg[2], code: 'request.data-invalid' };
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    return { type: 'about:blank', title: 'Internal Server Error', status, detail: 'Something went wrong on our side; please try again later.', code: 'internal' };
  }
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail: error.message, code: status === 429 ? 'rate-limited' : 'request.refused' };
}

export function sendProblem(reply: FastifyReply, problem: Problem) {
  return reply.status(problem.status).type('application/problem+json').send(problem);
}

/**
 * The one error handler: every error is a problem+json; details below 500 only, the cause logged.
 * A 503 (the database away) and a 429 tell the client when to try again (Retry-After); a 429's
 * line names the client's address (request.ip, as the limits count it) for the operator.
 */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const problem = toProblem(error);
    // The cause is logged without the values it carries (a failed query's params are personal data).
    if (problem.status >= 500) request.log.error({ err: errorForLog(error) }, 'request failed');
    else if (problem.status === 429) request.log.info({ status: problem.status, title: problem.title, ip: request.ip }, 'request refused');
    else request.log.info({ status: problem.status, title: problem.title }, 'request refused');
    if (problem.status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', 60);
    if (problem.status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', databaseRetryAfterSeconds);
    return sendProblem(reply, problem);
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, {
      type: problemTypeBase + 'not-found',
      title: 'Not Found',
      status: 404,
      detail: `No route ${request.method} ${request.url.split('?')[0]}.`,
      code: 'route.not-found',
    }),
  );
}, { name: 'error-handler' });

/**
 * Errors Fastify answers before any route runs: a malformed URL (bad percent-encoding) and a path
 * parameter over maxParamLength. Answered as problem+json like every other error. Fastify takes
 * this as the `frameworkErrors` server option (see `serverOptions`).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const problem: Problem = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
    ? { type: problemTypeBase + 'invalid-url', title: 'URI Too Long', status: 414, detail: 'A part of the URL path is too long.', code: 'request.url-invalid' }
    : error.code === 'FST_ERR_BAD_URL'
      ? { type: problemTypeBase + 'invalid-url', title: 'Invalid URL', status: 400, detail: 'The URL is not valid (check its percent-encoding).', code: 'request.url-invalid' }
      : { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'Something went wrong on our side; please try again later.', code: 'internal' };
  if (problem.status >= 500) request.log.error({ err: errorForLog(error) }, 'request failed');
  else request.log.info({ status: problem.status, title: problem.title }, 'request refused');
  reply.header('x-content-type-options', 'nosniff');
  return sendProblem(reply, problem);
}

/**
 * A connection that does not speak HTTP well enough to become a request (bad header bytes, headers
 * over the size limit, a timeout) gets a problem+json answer too, then is closed. Fastify takes
 * this as the `clientErrorHandler` server option.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const detail = status === 408 ? 'The request did not arrive in time.' : status === 431 ? 'The request headers are too large.' : 'The request is not valid HTTP.';
  const code: ProblemCode = 'request.refused';
  const body = JSON.stringify({ type: 'about:blank', title: STATUS_CODES[status], status, detail, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Server options that make every answer a problem+json, also those given before routing. */
export const serverOptions = { frameworkErrors, clientErrorHandler };
