import type { Site } from './site';

/**
 * The rows a visitor's journey writes (api/migrations/), as the tests compare them: a customer and
 * an application are named by their public id (the UUID on the wire), wherever a row refers to them.
 */
export interface VisitorRecords {
  customers: {
    id: string;
    country: string;
    name: string;
    email: string;
    mobileNumber: string;
    promoCode: string;
    locationId: number;
  }[];
  applications: {
    id: string;
    customerId: string;
    locationId: number;
    country: string;
    applicationType: string;
    status: string;
    productId: number | null;
    clientRiskProfile: string | null;
  }[];
  answers: { id: number; applicationId: string; questionId: number; optionId: number }[];
  preferences: { applicationId: string; featureId: number; priority: number }[];
  selectedFeatures: { applicationId: string; featureId: number }[];
  productRecommendations: { applicationId: string; productId: number }[];
  outbox: {
    id: string;
    kind: string;
    applicationId: string | null;
    toAddress: string;
    subject: string;
    status: string;
  }[];
  supportRequests: { id: number; email: string }[];
}

/** The public id of the application a row refers to by its integer key. */
const applicationOf = (column: string) => `(select a.public_id::text from applications a where a.id = ${column})`;

const queries: Record<keyof VisitorRecords, string> = {
  customers: `select public_id::text as id, country, name, email, mobile_number as "mobileNumber", promo_code as "promoCode",
              location_id as "locationId" from customers order by customers.id`,
  applications: `select a.public_id::text as id, c.public_id::text as "customerId", a.location_id as "locationId", a.country,
                 a.application_type as "applicationType", a.status, a.product_id as "productId",
                 a.client_risk_profile as "clientRiskProfile" from applications a join customers c on c.id = a.customer_id order by a.id`,
  answers: `select id, ${applicationOf('application_id')} as "applicationId", question_id as "questionId", option_id as "optionId"
            from screening_answers order by id`,
  preferences: `select ${applicationOf('application_id')} as "applicationId", feature_id as "featureId", priority
                from preferences order by application_id, priority`,
  selectedFeatures: `select ${applicationOf('application_id')} as "applicationId", feature_id as "featureId"
                     from selected_features order by application_id, feature_id`,
  productRecommendations: `select ${applicationOf('application_id')} as "applicationId", product_id as "productId"
                           from product_recommendations order by application_id, product_id`,
  outbox: `select id::text as id, kind, ${applicationOf('application_id')} as "applicationId", to_address as "toAddress", subject, status
           from mail_outbox order by created_at`,
  supportRequests: 'select id, email from support_requests order by id',
};

/** A stable identity per row, to tell the rows a test added from the ones before it. */
const keyOf: Record<keyof VisitorRecords, (row: Record<string, unknown>) => string> = {
  customers: (r) => String(r.id),
  applications: (r) => String(r.id),
  answers: (r) => String(r.id),
  preferences: (r) => `${r.applicationId}:${r.featureId}:${r.priority}`,
  selectedFeatures: (r) => `${r.applicationId}:${r.featureId}`,
  productRecommendations: (r) => `${r.applicationId}:${r.productId}`,
  outbox: (r) => String(r.id),
  supportRequests: (r) => String(r.id),
};

export async function readVisitorRecords(site: Site): Promise<VisitorRecords> {
  if (!site.api) throw new Error('The site runs without its own API');
  return (await site.api.readDatabase(queries)) as unknown as VisitorRecords;
}

/**
 * The database as the tests of one file see it: `newRecords()` gives every row written since the
 * previous look (a fresh database before the first), so a test can assert that its visit created
 * exactly these rows and nothing else (read as ApiServer.readDatabase does).
 */
export class RecordsLedger {
  private seen = new Map<keyof VisitorRecords, Set<string>>();
  private looked = false;

  constructor(private readonly site: Site) {}

  async newRecords(): Promise<VisitorRecords> {
    const all = await readVisitorRecords(this.site);
    const fresh = {} as Record<string, unknown[]>;
    for (const table of Object.keys(queries) as (keyof VisitorRecords)[]) {
      const seen = this.seen.get(table) ?? new Set<string>();
      const rows = all[table] as unknown as Record<string, unknown>[];
      fresh[table] = rows.filter((row) => !seen.has(keyOf[table](row)));
      this.seen.set(table, new Set(rows.map(keyOf[table])));
    }
    this.looked = true;
    return fresh as unknown as VisitorRecords;
  }

  /** For a test that never used this site's API: nothing to look at, and no look to catch up on. */
  untouched(): void {
    this.looked = true;
  }

  /** For afterEach: a test that failed before looking must not leave its rows to the next test. */
  async catchUp(): Promise<void> {
    if (!this.looked) await this.newRecords();
    this.looked = false;
  }
}
