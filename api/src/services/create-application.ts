import type { CreateApplicationRequest, Language } from '@storefront/shared/contract';
import type { Db } from '../db/client.js';
import { createApplicationOnce, type ApplicationViewSource } from '../db/repositories/applications.js';
import type { CatalogService } from '../catalog/service.js';
import type { CountryCode } from '../domain/types.js';
import { notFound, unprocessable } from '../domain/problem.js';
import { requireCustomer } from './applications.js';

export interface CreateApplicationDeps {
  db: Db;
  catalog: CatalogService;
  /** IDEMPOTENCY_WINDOW_MS: how long the same create with the same token answers the first application. */
  idempotencyWindowMs: number;
}

export interface CreateApplicationInput {
  request: CreateApplicationRequest;
  /** The country the visitor browses (X-Country-Key). */
  country: CountryCode;
  /** The language the visitor applies in: their confirmation mail is written in it. */
  language: Language;
  /** The hash of the visitor's access token. */
  tokenHash: Buffer | null;
}

/**
 * A new application (status Created) of a customer the token reaches, in the customer's country
 * and at a location of it; the same create within the idempotency window answers the first one.
 */
export async function createApplication(deps: CreateApplicationDeps, input: CreateApplicationInput): Promise<ApplicationViewSource> {
  const { customer: { customerId }, location: { locationId }, applicationType } = input.request;
  const customer = await requireCustomer(deps.db, customerId, input.tokenHash);
  const location = await deps.catalog.location(locationId);
  if (!location) throw notFound('Location', locationId);
  if (input.country !== customer.country) {
    throw unprocessable('customer.country-mismatch', 'Country mismatch', `Customer ${customerId} applies in ${customer.country.toUpperCase()}; X-Country-Key must name that country.`);
  }
  if (location.country !== null && location.country !== customer.country) {
    throw unprocessable('location.not-available', 'Location not available', `Location ${locationId} is not in ${customer.country.toUpperCase()}.`);
  }
  // The catalog version the visitor's journey is served from: the application's Key Facts are that version's.
  const version = (await deps.catalog.versions())[customer.country];
  const created = await createApplicationOnce(deps.db, {
    customerId: customer.id, locationId, country: customer.country, applicationType, language: input.language, catalogVersion: version > 0 ? version : null,
  }, input.tokenHash!, deps.idempotencyWindowMs);
  // A Created application has no product yet: the answer needs nothing more from the database.
  return { application: created, customer, product: null, bankName: null };
}
