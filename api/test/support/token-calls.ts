/**
 * Every call that names a customer or an application and so needs the access token
 * (X-Access-Token), each as a request for the owner's records: what the access and takeover tests
 * send with no token, another visitor's or an expired one. Their targets: a card application
 * with answers and ranked preferences, and a loan application with answers, both made with
 * `newApplication` of the test.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { callHeaders, pickAnswers, type CallOptions, type Client } from './journey';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface OwnedApplication {
  customer: { customerId: string };
  applicationId: string;
  token: string;
}

export interface TokenCall {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** The request for the owner's records, and the same for an id that does not exist. */
  url: (id: string) => string;
  payload?: (id: string) => unknown;
  /** The owner's id the call names. */
  id: () => string;
  /** The owner's token for that id. */
  token: () => string;
  /** The answer the owner gets. */
  status: number;
}

export interface TokenCallTargets {
  card: OwnedApplication;
  loan: OwnedApplication;
  cardQuestions: Json[];
  featureIds: number[];
}

/** A card application with answers and three ranked preferences, and a loan application with answers, in AE. */
export async function tokenCallTargets(client: Client, newApplication: (type: 'Card' | 'Loan') => Promise<OwnedApplication>): Promise<TokenCallTargets> {
  const card = await newApplication('Card');
  const loan = await newApplication('Loan');
  const owner = { country: 'AE', token: card.token };
  const cardQuestions = (await client('GET', '/api/questions/public?productType=Card', { country: 'AE' })).body as Json[];
  expect((await client('POST', '/api/screenings/public/bulk', { ...owner, payload: pickAnswers(cardQuestions, card.applicationId) })).status).toBe(200);
  const features = ((await client('GET', '/api/productFeatures/public', { country: 'AE' })).body as Json[]).filter((f) => f.productType === 'Card' && f.active === 'Y');
  const featureIds = features.slice(0, 3).map((f) => f.featureId as number);
  const preferences = featureIds.map((featureId, i) => ({ featureId, priority: i + 1 }));
  expect((await client('POST', '/api/recommendations/public', { ...owner, payload: { applicationId: card.applicationId, preferences } })).status).toBe(200);
  const loanQuestions = (await client('GET', '/api/questions/public?productType=Loan', { country: 'AE' })).body as Json[];
  expect((await client('POST', '/api/screenings/public/bulk', { country: 'AE', token: loan.token, payload: pickAnswers(loanQuestions, loan.applicationId) })).status).toBe(200);
  return { card, loan, cardQuestions, featureIds };
}

/** The calls, on the targets `targets()` gives once they are made. The submit comes last: a submitted application takes no more answers. */
export function tokenCalls(targets: () => TokenCallTargets): TokenCall[] {
  const card = () => targets().card;
  const loan = () => targets().loan;
  const cardQuestions = () => targets().cardQuestions;
  const featureIds = () => targets().featureIds;
  const onCard = { id: () => card().applicationId, token: () => card().token };
  const onLoan = { id: () => loan().applicationId, token: () => loan().token };
  return [
    { name: 'POST /api/applications/public (creating one for the customer)', method: 'POST', url: () => '/api/applications/public', status: 201,
      payload: (id) => ({ customer: { customerId: id }, location: { locationId: 1 }, applicationType: 'Loan', status: 'Created' }),
      id: () => card().customer.customerId, token: () => card().token },
    { name: 'GET /api/applications/public/{applicationId}', method: 'GET', url: (id) => `/api/applications/public/${id}`, status: 200, ...onCard },
    { name: 'GET /api/applications/public/credit-score/{applicationId}', method: 'GET', url: (id) => `/api/applications/public/credit-score/${id}`, status: 200, ...onCard },
    { name: 'POST /api/screenings/public/bulk', method: 'POST', url: () => '/api/screenings/public/bulk', status: 200, ...onCard,
      payload: (id) => pickAnswers(cardQuestions(), id).map((a, i) => (i === 0 ? { ...a, response: cardQuestions()[0].options.at(-1).optionId } : a)) },
    { name: 'GET /api/recommendations/public/loan/{applicationId}', method: 'GET', url: (id) => `/api/recommendations/public/loan/${id}`, status: 200, ...onLoan },
    { name: 'GET /api/loan-quotes/public/{applicationId}', method: 'GET', url: (id) => `/api/loan-quotes/public/${id}?productId=1315&amount=20000&tenure=12`, status: 200,
      ...onLoan },
    { name: 'PUT /api/loan-requests/public/{applicationId}', method: 'PUT', url: (id) => `/api/loan-requests/public/${id}`, status: 200,
      payload: () => ({ amount: 20_000 }), ...onLoan },
    { name: 'PUT /api/contact-consents/public/{applicationId}', method: 'PUT', url: (id) => `/api/contact-consents/public/${id}`, status: 200,
      payload: () => ({ consent: true }), ...onCard },
    { name: 'POST /api/product-recommendations/public/{applicationId}', method: 'POST', url: (id) => `/api/product-recommendations/public/${id}`, status: 200,
      payload: (id) => [{ applicationId: id, productId: 1314 }], ...onLoan },
    { name: 'POST /api/recommendations/public (preferences)', method: 'POST', url: () => '/api/recommendations/public', status: 200, ...onCard,
      payload: (id) => ({ applicationId: id, preferences: [...featureIds()].reverse().map((featureId, i) => ({ featureId, priority: i + 1 })) }) },
    { name: 'GET /api/recommendations/public/{applicationId}/filter', method: 'GET', url: (id) => `/api/recommendations/public/${id}/filter?page=0&size=10`, status: 200,
      ...onCard },
    { name: 'POST /api/recommendations/public/count', method: 'POST', url: () => '/api/recommendations/public/count', status: 200, ...onCard,
      payload: (id) => ({ applicationId: id, preferences: featureIds().map((featureId) => ({ featureId, featureName: 'x' })) }) },
    { name: 'POST /api/selected-features/public/{applicationId}', method: 'POST', url: (id) => `/api/selected-features/public/${id}`, status: 200,
      payload: (id) => featureIds().map((featureId) => ({ applicationId: id, featureId })), ...onCard },
    // Last: once submitted, the application takes no more answers or preferences.
    { name: 'PUT /api/applications/public (submitting it)', method: 'PUT', url: () => '/api/applications/public', status: 200, ...onCard,
      payload: (id) => ({ applicationId: id, customer: { customerId: card().customer.customerId }, product: { productId: 1301 }, applicationType: 'Card', status: 'Submitted' }) },
  ];
}

/** The call on `id` (the owner's, or one that does not exist), in AE. */
export const sendTokenCall = (app: FastifyInstance, call: TokenCall, id: string, options: CallOptions): Promise<LightMyRequestResponse> =>
  app.inject({ method: call.method, url: call.url(id), payload: call.payload?.(id) as string, headers: callHeaders({ country: 'AE', ...options }) });
