/**
 * The partner loop in tests: an API with PARTNER_SECRET_KEY on each database, banks with secrets,
 * submitted applications, and postbacks signed as a bank signs them, sent to the real endpoint.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { banks, products } from '../../src/db/schema';
import { runSecretCommand } from '../../src/services/partner-secrets';
import { secretKeyFrom } from '../../src/domain/partner-secret-box';
import { signatureHeader } from '../../src/domain/partner-signature';
import { describeOnDatabases } from './helpers';
import { RouteApi, type Json, type Reply } from './route-kit';

/** The test runs' PARTNER_SECRET_KEY. */
export const partnerSecretKeyHex = '5f'.repeat(32);
export const partnerSecretKey = secretKeyFrom(partnerSecretKeyHex)!;

/** `body` once per database, with an API that has PARTNER_SECRET_KEY (and `overrides`) started on it. */
export function describePartnerLoop(
  title: string, body: (loop: PartnerLoop) => void, overrides: Record<string, string | number | boolean> = {},
): void {
  describeOnDatabases(title, (started) => body(new PartnerLoop(started)), { config: { PARTNER_SECRET_KEY: partnerSecretKeyHex, ...overrides } });
}

export interface Submitted {
  applicationId: string;
  reference: string;
  token: string;
  productId: number;
  bankId: number;
  routingUrl: string;
}

export interface ConversionEvent {
  eventId: string;
  reference: string;
  status: 'approved' | 'declined' | 'issued' | 'reversed';
  occurredAt: string;
  reason?: string;
  productId?: number;
}

let events = 0;
/** A fresh event id. */
export const newEventId = () => `evt_${process.pid}_${++events}_${Date.now()}`;

/** An RFC 3339 time `days` days from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export class PartnerLoop {
  readonly api: RouteApi;
  /** Each bank's secret as it is being created: concurrent first postbacks of a bank share one. */
  private readonly secrets = new Map<number, Promise<string>>();

  constructor(private readonly started: { app: FastifyInstance }) {
    this.api = new RouteApi(started);
  }

  get app(): FastifyInstance {
    return this.started.app;
  }

  /** The bank's secret, created through the secrets service on first use. */
  secretOf(bankId: number): Promise<string> {
    if (!this.secrets.has(bankId)) {
      this.secrets.set(bankId, runSecretCommand(this.app.db, partnerSecretKey, 'create', bankId).then(({ secret }) => secret!));
    }
    return this.secrets.get(bankId)!;
  }

  /** The first product of the country and type, or of the bank when given, with its bank. */
  async product(type: 'Card' | 'Loan', country: 'ae' | 'sa' | 'pk', bankId?: number) {
    const [row] = await this.app.db
      .select({ productId: products.id, bankId: products.bankId })
      .from(products).innerJoin(banks, eq(banks.id, products.bankId))
      .where(and(eq(products.country, country), eq(products.productType, type), ...(bankId ? [eq(products.bankId, bankId)] : [])))
      .orderBy(asc(products.id)).limit(1);
    return row;
  }

  /** A new application submitted with `productId` (of the type and country) through the storefront's calls. */
  async submitted(type: 'Card' | 'Loan' = 'Card', country: 'ae' | 'sa' | 'pk' = 'ae', productId?: number): Promise<Submitted> {
    const chosen = productId ? { productId } : await this.product(type, country);
    const key = country.toUpperCase();
    const { applicationId, customerId, token } = await this.api.newApplication(type, key);
    // The first option of every question: the bank's decision is what these tests are about.
    expect((await this.api.answer(applicationId, token, type, key, Array(20).fill(/./))).status).toBe(200);
    const submit = await this.api.call({
      method: 'PUT', url: '/api/applications/public', country: key, token,
      payload: { applicationId, customer: { customerId }, product: { productId: chosen.productId }, applicationType: type, status: 'Submitted' },
    });
    expect(submit.status).toBe(200);
    const [product] = await this.app.db.select({ bankId: products.bankId }).from(products).where(eq(products.id, chosen.productId));
    return {
      applicationId, reference: submit.body.reference, token, productId: chosen.productId, bankId: product.bankId, routingUrl: submit.body.product.routingUrl,
    };
  }

  /** The application as the storefront reads it. */
  async read(submitted: Pick<Submitted, 'applicationId' | 'token'>): Promise<Json> {
    return (await this.api.call({ method: 'GET', url: `/api/applications/public/${submitted.applicationId}`, token: submitted.token })).body;
  }

  /**
   * A postback from `bankId` as the bank sends it: the body as text, signed with its secret (or
   * `options.secret`) at `options.timestamp` (now by default).
   */
  async postback(bankId: number, event: ConversionEvent | string, options: { secret?: string; timestamp?: number; signature?: string } = {}): Promise<Reply> {
    const body = typeof event === 'string' ? event : JSON.stringify(event);
    const secret = options.secret ?? await this.secretOf(bankId);
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    return this.api.call({
      method: 'POST', url: '/api/partner/v1/conversions', payload: body,
      headers: {
        'content-type': 'application/json', 'x-partner-id': String(bankId),
        'x-partner-signature': options.signature ?? signatureHeader(secret, timestamp, body),
      },
    });
  }

  /** An event of `status` for the application, happened `daysAgo` days ago, with a fresh id. */
  event(submitted: Pick<Submitted, 'reference'>, status: ConversionEvent['status'], daysAgo = 0): ConversionEvent {
    return { eventId: newEventId(), reference: submitted.reference, status, occurredAt: daysFromNow(-daysAgo) };
  }
}
