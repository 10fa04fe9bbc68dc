import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';
import { applications, customers, products } from '../schema.js';
import type { ClientRiskProfile, ProductType } from '../../domain/types.js';
import { lockNaturalKey, withinWindow } from './locks.js';

export async function insertApplication(db: Tx, values: typeof applications.$inferInsert) {
  const [row] = await db.insert(applications).values(values).returning();
  return row;
}

type NewApplication = Pick<typeof applications.$inferInsert, 'customerId' | 'locationId' | 'country' | 'applicationType'>;

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

export async function findApplication(db: Tx, id: number) {
  const [row] = await db
    .select({ application: applications, customer: customers, product: products })
    .from(applications)
    .innerJoin(customers, eq(customers.id, applications.customerId))
    .leftJoin(products, eq(products.id, applications.productId))
    .where(eq(applications.id, id));
  return row;
}
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** The wire shape of an application (shared Application). */
export function applicationView({ application, customer, product }: ApplicationRow) {
  return {
    applicationId: application.id,
    customer: {
      customerId: customer.id,
      name: customer.name,
      email: customer.email,
      clientRiskProfile: application.clientRiskProfile,
    },
    location: { locationId: application.locationId },
    product: product ? { productId: product.id, productName: product.name, routingUrl: product.routingUrl } : null,
    applicationType: application.applicationType,
    status: application.status,
  };
}

/**
 * Created -> Submitted, only from Created: of two concurrent submits exactly one changes the row.
 * Returns false when the application was no longer Created.
 */
export async function submitApplication(
  db: Tx,
  id: number,
  values: { productId: number; creditScore: number; clientRiskProfile: ClientRiskProfile },
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
    .select({ applicationId: applications.id, country: applications.country })
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
