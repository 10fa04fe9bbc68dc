import { and, asc, eq, isNotNull, not, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.js';
import { applications, banks, customers, markets, products } from '../schema.js';
import type { ClientRiskProfile, ProductType } from '../../domain/types.js';
import { functionRows } from '../function-rows.js';
import { namedStatement } from '../named-statement.js';
import { tokenHashesOf } from './access-tokens.js';
import { chosenAnswersOf } from './screenings.js';
import { rankedFeatureIdsOf, selectedFeatureIdsOf } from './selections.js';
import { confirmationQueuedFor } from './outbox.js';
import { newApplicationReference, REFERENCE_ATTEMPTS } from '../../domain/reference.js';
import { withClickReference } from '../../domain/click-reference.js';

type NewApplication = Required<Pick<typeof applications.$inferInsert, 'customerId' | 'locationId' | 'country' | 'applicationType' | 'language'>> & {
  /** The catalog version of its market the application is made under (null before the market has one). */
  catalogVersion?: number | null;
};

/**
 * Creates an application (status Created), or returns the Created application of the same
 * customer, location, country and type that the same access token (`creatorTokenHash`) made within
 * `windowMs` (a double click on Next, or a retry after a lost answer): a repeat never reaches an
 * application another token made. Concurrent identical creates wait on one lock per customer. A
 * new application takes the first of REFERENCE_ATTEMPTS references drawn here that no application
 * holds (the unique constraint), and records the catalog version it is made under; a repeat keeps
 * the version of the first. One statement (migrations/0023 `create_application_once`).
 */
export async function createApplicationOnce(
  db: Tx, values: NewApplication, creatorTokenHash: Buffer, windowMs: number, draw: () => string = newApplicationReference,
) {
  const references = Array.from({ length: REFERENCE_ATTEMPTS }, () => draw());
  const [row] = await functionRows(db, applications, sql`select * from create_application_once(
    ${`application:${values.customerId}`}, ${windowMs}::int, ${sql.param(references)}::text[], ${creatorTokenHash}::bytea,
    ${values.customerId}::int, ${values.locationId}::int, ${values.country}, ${values.applicationType}, ${values.language},
    ${values.catalogVersion ?? null}::int)`);
  return row;
}

/** What every read of an application joins: its customer, product and bank (its name and click parameter). */
const applicationParts = {
  application: applications, customer: customers, product: products, bankName: banks.name, clickParameter: banks.clickParameter,
};

/** Applications with what every read joins, and `fields` besides (columns of the same round trip). */
const selectApplications = <F extends SelectedFields>(db: Tx, fields: F) =>
  db
    .select({ ...applicationParts, ...fields })
    .from(applications)
    .innerJoin(customers, eq(customers.id, applications.customerId))
    .leftJoin(products, eq(products.id, applications.productId))
    .leftJoin(banks, eq(banks.id, products.bankId));

/** With the hashes of the customer's access tokens: what a route checks the request's token against. */
const withCustomerAndProduct = (db: Tx) => selectApplications(db, { tokenHashes: tokenHashesOf(customers.id) });

/** The same, and the application's screening answers: what scoring it needs, in the same round trip. */
const withCustomerProductAndAnswers = (db: Tx) =>
  selectApplications(db, { tokenHashes: tokenHashesOf(customers.id), answers: chosenAnswersOf(applications.id) });

/** The application with its customer, product and answers. */
export async function findApplication(db: Tx, id: number) {
  const [row] = await withCustomerProductAndAnswers(db).where(eq(applications.id, id));
  return row;
}
/** An application as the routes read it: with its customer, product and bank, and the customer's token hashes. */
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplicationByPublicId>>>;
/** An application with its screening answers, for scoring it. */
export type AnsweredApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
/** What scoring an application reads of it: the application and its screening answers. */
export type AnsweredApplication = Pick<AnsweredApplicationRow, 'application' | 'answers'>;
/**
 * What the wire shape of an application is made of: the row without its customer's token hashes
 * (a Created application names no product, so no bank's click parameter either).
 */
export type ApplicationViewSource = Omit<ApplicationRow, 'tokenHashes' | 'clickParameter'> & { clickParameter?: string | null };

/** The condition of the named reads by public id: the id is bound on each call. */
const publicIdIsBound = eq(applications.publicId, sql.placeholder('publicId'));

const applicationByPublicId = namedStatement((db) => withCustomerAndProduct(db).where(publicIdIsBound).prepare('application_by_public_id'));
const answeredApplicationByPublicId = namedStatement((db) =>
  withCustomerProductAndAnswers(db).where(publicIdIsBound).prepare('answered_application_by_public_id'));

/**
 * The application with this public id. Nearly every call of a journey starts with this read, so it
 * is a named statement: built once, and on PostgreSQL parsed and planned once per connection.
 */
export async function findApplicationByPublicId(db: Tx, publicId: string) {
  const [row] = await applicationByPublicId(db).execute({ publicId });
  return row;
}

/** findApplicationByPublicId with the application's screening answers (a named statement too). */
export async function findAnsweredApplicationByPublicId(db: Tx, publicId: string) {
  const [row] = await answeredApplicationByPublicId(db).execute({ publicId });
  return row;
}

/**
 * The wire shape of an application (shared Application): what the journey reads of it, and no
 * more. The customer's e-mail address and phone stay on the server. `names`: the product's and
 * its bank's names in the visitor's language, when the catalog serves the product.
 */
export function applicationView(
  { application, customer, product, bankName, clickParameter }: ApplicationViewSource,
  names?: { productName: string; organizationName: string },
) {
  return {
    applicationId: application.publicId,
    reference: application.reference,
    customer: {
      customerId: customer.publicId,
      name: customer.name,
      clientRiskProfile: application.clientRiskProfile,
    },
    location: { locationId: application.locationId },
    product: product
      ? {
        productId: product.id, productName: names?.productName ?? product.name,
        // The bank's address with the click reference, once the application names the product.
        routingUrl: clickParameter ? withClickReference(product.routingUrl, clickParameter, application.reference) : product.routingUrl,
        organizationName: names?.organizationName ?? bankName ?? '',
      }
      : null,
    applicationType: application.applicationType,
    status: application.status,
  };
}

/** The amount and tenure stored with a loan application, or null when the visitor kept the offer's own. */
export function storedLoanChoice({ application }: Pick<ApplicationRow, 'application'>): { amount: number; tenure: number } | null {
  const { loanAmount, loanTenureMonths } = application;
  return loanAmount != null && loanTenureMonths != null ? { amount: loanAmount, tenure: loanTenureMonths } : null;
}

/** The bonus the application's market promises as it is submitted (the bonus ledger pays this one). */
const promisedBonus = {
  promisedBonusAmount: sql`(select ${markets.bonusAmount} from ${markets} where ${markets.country} = ${applications.country})`,
  promisedBonusCurrency: sql`(select ${markets.bonusCurrency} from ${markets} where ${markets.country} = ${applications.country})`,
};

/**
 * Created -> Submitted, only from Created: of two concurrent submits exactly one changes the row.
 * Returns the application as submitted with its product and the product's bank, what its view
 * needs besides the customer; undefined when the application was no longer Created.
 */
export async function submitApplication(
  db: Tx,
  id: number,
  values: {
    productId: number;
    creditScore: number;
    clientRiskProfile: ClientRiskProfile;
    /** A loan's chosen amount and tenure; null for the offer's own (and for a card). */
    loanAmount: number | null;
    loanTenureMonths: number | null;
  },
) {
  const [row] = await db
    .update(applications)
    .set({ ...values, status: 'Submitted', submittedAt: sql`now()`, updatedAt: sql`now()`, ...promisedBonus })
    .from(products)
    .innerJoin(banks, eq(banks.id, products.bankId))
    .where(and(eq(applications.id, id), eq(applications.status, 'Created'), eq(products.id, values.productId)))
    .returning({ application: applications, product: products, bankName: banks.name, clickParameter: banks.clickParameter });
  return row;
}

/** What a confirmation says besides the application, its customer and product: the answers (a loan's Key Facts), what the visitor ranked and selected. */
const confirmationParts = {
  answers: chosenAnswersOf(applications.id),
  rankedFeatureIds: rankedFeatureIdsOf(applications.id),
  selectedFeatureIds: selectedFeatureIdsOf(applications.id),
};

const unconfirmedSubmissionsOf = namedStatement((db) => selectApplications(db, confirmationParts)
  .where(and(
    sql`lower(${customers.email}) = lower(${sql.placeholder('email')})`,
    isNotNull(applications.submittedAt),
    eq(applications.applicationType, sql.placeholder('type')),
    not(confirmationQueuedFor(applications.id)),
  ))
  .orderBy(asc(applications.submittedAt), asc(applications.id))
  .prepare('unconfirmed_submissions'));

/**
 * The submitted applications of this type whose customer has this e-mail address (any case) and
 * whose confirmation is not queued, oldest first, each with what its confirmation says, in one
 * round trip. The mail call's heaviest read: a named statement.
 */
export function unconfirmedSubmissions(db: Tx, email: string, type: ProductType) {
  return unconfirmedSubmissionsOf(db).execute({ email, type });
}
/** A submitted application with what its confirmation says (unconfirmedSubmissions). */
export type ConfirmationSource = Awaited<ReturnType<typeof unconfirmedSubmissions>>[number];

/**
 * What the confirmation of this application says once it is submitted with this product: the
 * application as it is now, with that product (and its bank) and what its confirmation reads
 * besides. The caller sets what the submit stores. Undefined when either does not exist.
 */
export async function confirmationSourceBeforeSubmit(db: Tx, applicationId: number, productId: number): Promise<ConfirmationSource | undefined> {
  const [row] = await db
    .select({ ...applicationParts, ...confirmationParts })
    .from(applications)
    .innerJoin(customers, eq(customers.id, applications.customerId))
    .innerJoin(products, eq(products.id, productId))
    .leftJoin(banks, eq(banks.id, products.bankId))
    .where(eq(applications.id, applicationId));
  return row;
}

/** Per bank, the share of its submitted applications it approved (approved, issued, disbursed or reversed since). */
export async function conversionRates(db: Tx): Promise<{ bankId: number; rate: number }[]> {
  const result = await db.execute(sql`
    SELECT p.bank_id, (count(*) FILTER (WHERE a.status IN ('Approved', 'Issued', 'Disbursed', 'Reversed')))::float8 / count(*) AS rate
      FROM applications a JOIN products p ON p.id = a.product_id GROUP BY p.bank_id`);
  return (result as unknown as { rows: { bank_id: number; rate: number }[] }).rows.map((r) => ({ bankId: Number(r.bank_id), rate: Number(r.rate) }));
}

/** Stores the amount the visitor asks to borrow, while the application is Created; false when it no longer is. */
export async function saveRequestedLoanAmount(db: Tx, id: number, amount: number): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ requestedLoanAmount: amount, updatedAt: sql`now()` })
    .where(and(eq(applications.id, id), eq(applications.status, 'Created')))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** Stores whether the visitor agrees to be contacted when a product fits them, and when they said so. */
export async function saveContactConsent(db: Tx, id: number, consent: boolean): Promise<void> {
  await db.update(applications).set({ contactConsent: consent, contactConsentAt: sql`now()` }).where(eq(applications.id, id));
}

