import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { ProblemError, problemTypeBase } from '../../domain/problem.js';

interface Problem { type: string; title: string; status: number; detail: string }

/** PostgreSQL errors that mean the request contradicts the data, not that the server broke. */
const pgClientErrors: Record<string, [number, string, string]> = {
  '23503': [422, 'Unknown reference', 'The request refers to a record that does not exist.'],
  '23505': [409, 'Conflict', 'The record already exists.'],
  '23514': [422, 'Invalid value', 'A value is outside what is allowed.'],
  '22P02': [400, 'Invalid value', 'A value has the wrong format.'],
  '22003': [400, 'Invalid value', 'A number is out of range.'],
};

function toProblem(error: FastifyError): Problem {
  if (error instanceof ProblemError) {
    return { type: problemTypeBase + error.slug, title: error.title, status: error.status, detail: error.detail };
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
    };
  }
  const pg = pgClientErrors[error.code] ?? pgClientErrors[(error.cause as { code?: string } | undefined)?.code ?? ''];
  if (pg) return { type: problemTypeBase + 'invalid-data', title: pg[1], status: pg[0], detail: pg[2] };
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    return { type: 'about:blank', title: 'Internal Server Error', status, detail: 'Something went wrong on our side; please try again later.' };
  }
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail: error.message };
}

export function sendProblem(reply: FastifyReply, problem: Problem) {
  return reply.status(problem.status).type('application/problem+json').send(problem);
}

/** The one error handler: every error is a problem+json; details below 500 only, the cause logged. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const problem = toProblem(error);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: problem.status, title: problem.title }, 'request refused');
    if (problem.status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', 60);
    return sendProblem(reply, problem);
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, {
      type: problemTypeBase + 'not-found',
      title: 'Not Found',
      status: 404,
      detail: `No route ${request.method} ${request.url.split('?')[0]}.`,
    }),
  );
}, { name: 'error-handler' });
