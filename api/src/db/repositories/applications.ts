import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';
import { applications, banks, customers, products } from '../schema.js';
import type { ClientRiskProfile, ProductType } from '../../domain/types.js';
import { lockNaturalKey, withinWindow } from './locks.js';
import { tokenHashesOf } from './access-tokens.js';
import { newApplicationReference, REFERENCE_ATTEMPTS } from '../../domain/reference.js';

type ApplicationInsert = Omit<typeof applications.$inferInsert, 'reference'>;

/**
 * Inserts an application with a fresh reference. A reference already taken (the unique
 * constraint) is skipped without aborting the caller's transaction (ON CONFLICT DO NOTHING) and
 * another is drawn, up to REFERENCE_ATTEMPTS times.
 */
export async function insertApplication(db: Tx, values: ApplicationInsert, draw: () => string = newApplicationReference) {
  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt += 1) {
    const [row] = await db
      .insert(applications)
      .values({ ...values, reference: draw() })
      .onConflictDoNothing({ target: applications.reference })
      .returning();
    if (row) return row;
  }
  throw new Error(`no free application reference after ${REFERENCE_ATTEMPTS} draws`);
}

type NewApplication = Pick<typeof applications.$inferInsert, 'customerId' | 'locationId' | 'country' | 'applicationType' | 'language'>;

/**
 * Creates an application (status Created), or returns the Created application of the same
 * customer, location, country and type made within `windowMs` (a double click on Next, or a retry
 * after a lost answer). Concurrent identical creates wait on one lock per customer.
 */
export async function createApplicationOnce(db: Db, values: NewApplication, windowMs: number) {
  if (windowMs <= 0) return insertApplication(db, { ...values, status: 'Created' });
  return db.transaction(async (tx) => {
    await lockNaturalKey(tx, `application:${values.customerId}`);
    const [recent] = await tx
      .select()
      .from(applications)
      .where(and(
        eq(applications.customerId, values.customerId),
        eq(applications.locationId, values.locationId),
        eq(applications.country, values.country),
        eq(applications.applicationType, values.applicationType),
        eq(applications.status, 'Created'),
        withinWindow(applications.createdAt, windowMs),
      ))
      .orderBy(desc(applications.id))
      .limit(1);
    return recent ?? insertApplication(tx, { ...values, status: 'Created' });
  });
}

const withCustomerAndProduct = (db: Tx) =>
  db
    .select({
      application: applications, customer: customers, product: products, bankName: banks.name, tokenHashes: tokenHashesOf(customers.id),
    })
    .from(applications)
    .innerJoin(customers, eq(customers.id, applications.customerId))
    .leftJoin(products, eq(products.id, applications.productId))
    .leftJoin(banks, eq(banks.id, products.bankId));

export async function findApplication(db: Tx, id: number) {
  const [row] = await withCustomerAndProduct(db).where(eq(applications.id, id));
  return row;
}
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
/** What the wire shape of an application is made of: the row without its customer's token hashes. */
export type ApplicationViewSource = Omit<ApplicationRow, 'tokenHashes'>;

/** The reference of an application (by its internal id), for the mails and the support ticket. */
export async function referenceOf(db: Tx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ reference: applications.reference }).from(applications).where(eq(applications.id, id));
  return row?.reference;
}

export async function findApplicationByPublicId(db: Tx, publicId: string): Promise<ApplicationRow | undefined> {
  const [row] = await withCustomerAndProduct(db).where(eq(applications.publicId, publicId));
  return row;
}

/**
 * The wire shape of an application (shared Application): what the journey reads of it, and no
 * more. The customer's e-mail address and phone stay on the server. `names`: the product's and
 * its bank's names in the visitor's language, when the catalog serves the product.
 */
export function applicationView(
  { application, customer, product, bankName }: ApplicationViewSource,
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
        productId: product.id, productName: names?.productName ?? product.name, routingUrl: product.routingUrl,
        organizationName: names?.organizationName ?? bankName ?? '',
      }
      : null,
    applicationType: application.applicationType,
    status: application.status,
  };
}

/** The amount and tenure stored with a loan application, or null when the visitor kept the offer's own. */
export function storedLoanChoice({ application }: ApplicationRow): { amount: number; tenure: number } | null {
  const { loanAmount, loanTenureMonths } = application;
  return loanAmount != null && loanTenureMonths != null ? { amount: loanAmount, tenure: loanTenureMonths } : null;
}

/**
 * Created -> Submitted, only from Created: of two concurrent submits exactly one changes the row.
 * Returns false when the application was no longer Created.
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
): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ ...values, status: 'Submitted', submittedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(applications.id, id), eq(applications.status, 'Created')))
    .returning({ id: applications.id });
  return rows.length === 1;
}

/** The most recent Submitted application of this type whose customer has this e-mail address. */
export async function latestSubmittedFor(db: Tx, email: string, type: ProductType) {
  const [row] = await db
    .select({ applicationId: applications.id, publicId: applications.publicId, reference: applications.reference, country: applications.country })
    .from(applications)
    .innerJoin(customers, eq(customers.id, applications.customerId))
    .where(and(
      sql`lower(${customers.email}) = lower(${email})`,
      eq(applications.status, 'Submitted'),
      eq(applications.applicationType, type),
    ))
    .orderBy(desc(applications.submittedAt), desc(applications.id))
    .limit(1);
  return row;
}
