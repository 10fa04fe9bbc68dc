/**
 * A visitor's journey at the API level, the calls the storefront makes in order: customer,
 * application, questions, answers (bulk), credit score, then for a card the features, count,
 * preferences, filter and selected features, for a loan the offers and product recommendations,
 * then the submit and the confirmation mail. Every call about the customer or the application
 * carries the access token the customer's creation answered. Runs through inject or over HTTP
 * (`Client`).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mailSubjects } from '@storefront/shared/contract';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Answer {
  status: number;
  body: Json;
}
export interface CallOptions {
  payload?: unknown;
  country?: string;
  /** Sent as X-Access-Token. */
  token?: string;
  /** Sent as Accept-Language. */
  language?: string;
  /** Sent as Idempotency-Key. */
  idempotencyKey?: string;
}
export type Client = (method: 'GET' | 'POST' | 'PUT', url: string, options?: CallOptions) => Promise<Answer>;

/** The request headers of a call: the country (spec section 7), the access token and the visitor's language. */
export function callHeaders({ country, token, language, idempotencyKey }: CallOptions = {}): Record<string, string> {
  return {
    ...(country ? { 'x-country-key': country } : {}), ...(token ? { 'x-access-token': token } : {}),
    ...(language ? { 'accept-language': language } : {}), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  };
}

export function injectClient(app: FastifyInstance, remoteAddress = '127.0.0.1'): Client {
  return async (method, url, options = {}) => {
    const res = await app.inject({ method, url, remoteAddress, payload: options.payload as string, headers: callHeaders(options) });
    return { status: res.statusCode, body: res.body ? safeJson(res.body) : undefined };
  };
}

export function httpClient(baseUrl: string): Client {
  return async (method, url, options = {}) => {
    const { payload } = options;
    const headers = callHeaders(options);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(baseUrl + url, { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
    const text = await res.text();
    return { status: res.status, body: text ? safeJson(text) : undefined };
  };
}

function safeJson(text: string): Json {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface Visitor {
  name: string;
  email: string;
  mobileNumber: string;
  /** AE, SA or undefined (Pakistan). */
  country?: string;
  type: 'Card' | 'Loan';
  /** How many identical requests a step sends at once (a double or triple click); 1 by default. */
  clicks?: Partial<Record<'customer' | 'application' | 'answers' | 'preferences' | 'selected' | 'recommendations' | 'submit' | 'mail', number>>;
  /** The confirmation request's `body` (the API ignores it). */
  mailBody?: string;
  /** The storefront's language (Accept-Language of every call); English when not given. */
  language?: string;
}

export interface JourneyResult {
  customerId: string;
  applicationId: string;
  accessToken: string;
  productId: number;
  score: number;
  mailId: string;
  /** Every request of the journey, in order, with its duration. */
  steps: { step: string; ms: number }[];
}

export class JourneyError extends Error {
  constructor(readonly step: string, readonly answer: Answer | Answer[]) {
    super(`${step}: ${JSON.stringify(answer).slice(0, 400)}`);
  }
}

export const subjects = { Card: mailSubjects.cardConfirmation, Loan: mailSubjects.loanConfirmation } as const;

/** Answers every question with its first option that is no hard stop; for income, the highest bracket. */
export function pickAnswers(questions: Json[], applicationId: string) {
  return questions.map((q) => {
    const options = q.options.filter((o: Json) => !o.hardStop);
    const option = /income/i.test(q.question) ? options[options.length - 1] : options[0];
    return { questionId: q.questionId, applicationId, response: option.optionId, screeningId: null };
  });
}

export async function runJourney(client: Client, visitor: Visitor): Promise<JourneyResult> {
  const { country, type, language } = visitor;
  const steps: JourneyResult['steps'] = [];
  /** The access token, once the customer is created. */
  const session: { token?: string } = {};
  /**
   * Sends the request `clicks` times at once (with the access token once there is one, and the
   * one `idempotencyKey` of the submission when given); every answer must have the expected status
   * and the same body (each creation of the customer has a token of its own).
   */
  const call = async (step: string, expected: number, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, clicks = 1, idempotencyKey?: string) => {
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: clicks }, () => client(method, url, { payload, country, token: session.token, language, idempotencyKey })));
    steps.push({ step, ms: performance.now() - started });
    if (answers.some((a) => a.status !== expected)) throw new JourneyError(step, answers);
    const same = (body: Json) => JSON.stringify(body && typeof body === 'object' ? { ...body, accessToken: undefined } : body);
    if (answers.some((a) => same(a.body) !== same(answers[0].body))) throw new JourneyError(`${step} (answers differ)`, answers);
    return answers[0].body;
  };
  const clicks = visitor.clicks ?? {};

  const customer = await call('customer', 201, 'POST', '/api/customer-profiles/public',
    { name: visitor.name, email: visitor.email, mobileNumber: visitor.mobileNumber, promoCode: '' }, clicks.customer, crypto.randomUUID());
  session.token = customer.accessToken;
  const locationId = Number(String(customer.promoCode).split('-')[1]);
  const application = await call('application', 201, 'POST', '/api/applications/public',
    { customer: { customerId: customer.customerId }, location: { locationId }, applicationType: type, status: 'Created' }, clicks.application);
  const applicationId: string = application.applicationId;
  const questions = await call('questions', 200, 'GET', `/api/questions/public?productType=${type}`);
  await call('answers', 200, 'POST', '/api/screenings/public/bulk', pickAnswers(questions, applicationId), clicks.answers);
  const score: number = await call('credit score', 200, 'GET', `/api/applications/public/credit-score/${applicationId}`);

  let productId: number;
  if (type === 'Card') {
    const features = ((await call('features', 200, 'GET', '/api/productFeatures/public')) as Json[]).filter((f) => f.productType === 'Card' && f.active === 'Y');
    const chosen = features.slice(0, 3);
    await call('count', 200, 'POST', '/api/recommendations/public/count',
      { applicationId, preferences: chosen.map((f) => ({ featureId: f.featureId, featureName: f.featureName })) });
    const preferences = chosen.map((f, i) => ({ featureId: f.featureId, priority: i + 1 }));
    await call('preferences', 200, 'POST', '/api/recommendations/public', { applicationId, preferences }, clicks.preferences);
    const page = await call('filter', 200, 'GET', `/api/recommendations/public/${applicationId}/filter?page=0&size=10`);
    if (!page.content.length) throw new JourneyError('filter (no card)', { status: 200, body: page });
    productId = page.content[0].productId;
    await call('selected features', 200, 'POST', `/api/selected-features/public/${applicationId}`,
      chosen.map((f) => ({ applicationId, featureId: f.featureId })), clicks.selected);
  } else {
    const offers = (await call('loan offers', 200, 'GET', `/api/recommendations/public/loan/${applicationId}`)) as Json[];
    if (!offers.length) throw new JourneyError('loan offers (none)', { status: 200, body: offers });
    productId = offers[0].productId;
    await call('product recommendations', 200, 'POST', `/api/product-recommendations/public/${applicationId}`,
      offers.map((o) => ({ applicationId, productId: o.productId })), clicks.recommendations);
  }

  const submitted = await call('submit', 200, 'PUT', '/api/applications/public', {
    applicationId, customer: { customerId: customer.customerId }, location: { locationId }, product: { productId },
    applicationType: type, clientRiskProfile: null, status: 'Submitted',
  }, clicks.submit);
  if (submitted.status !== 'Submitted') throw new JourneyError('submit (not Submitted)', { status: 200, body: submitted });
  const mail = await call('mail', 202, 'POST', '/api/email/public', {
    to: visitor.email, containImages: false, subject: subjects[type],
    body: visitor.mailBody ?? `<p>Dear ${visitor.name},</p><p>We received your application ${applicationId}.</p>`,
  }, clicks.mail);
  return { customerId: customer.customerId, applicationId, accessToken: customer.accessToken, productId, score, mailId: mail.id, steps };
}
