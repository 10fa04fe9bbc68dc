/**
 * POST/GET/PUT /api/applications/public and GET /api/applications/public/credit-score/{id}: an
 * application is created, read back, scored and submitted once.
 *
 * The reference a visitor quotes to support is made
 * with the application, has the SF- format without look-alike characters, is unique (the
 * database refuses a duplicate and the insert draws again), is not the id, and names the
 * application in the API's log line.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loggerOptions } from '../../../src/app';
import { createApplicationOnce } from '../../../src/db/repositories/applications';
import { hashAccessToken } from '../../../src/services/access';
import { buildTestApp, testConfig } from '../../support/helpers';
import { injectClient, type Client } from '../../support/journey';
import { describeOnEngines, expectProblem, goodCardAnswers, nowhere, refusesBadInput, uuid, weakCardAnswers, type Json } from '../../support/route-kit';

const referenceFormat = /^SF-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

describe('the application reference', () => {
  let app: FastifyInstance;
  let call: Client;
  const lines: string[] = [];

  beforeAll(async () => {
    const config = testConfig({ LOG_LEVEL: 'info' });
    app = await buildTestApp(config, { logger: { ...loggerOptions(config), stream: { write: (line: string) => void lines.push(line) } } });
    await app.ready();
    call = injectClient(app);
  });
  afterAll(() => app.close());

  let serial = 0;
  async function newApplication(type: 'Card' | 'Loan' = 'Card') {
    serial += 1;
    const customer = await call('POST', '/api/customer-profiles/public', {
      country: 'AE',
      payload: { name: 'Sara Ahmed', email: `sara${serial}@example.com`, mobileNumber: '+971501234567', promoCode: '1-1-other' },
    });
    expect(customer.status).toBe(201);
    const created = await call('POST', '/api/applications/public', {
      country: 'AE',
      token: customer.body.accessToken,
      payload: { customer: { customerId: customer.body.customerId }, location: { locationId: 1 }, applicationType: type, status: 'Created' },
    });
    expect(created.status).toBe(201);
    return { application: created.body, token: customer.body.accessToken as string, customerId: customer.body.customerId as string };
  }

  const rowOf = async (publicId: string) => {
    const result = (await app.db.execute(sql`select id, reference from applications where public_id = ${publicId}`)) as unknown as {
      rows: { id: number; reference: string }[];
    };
    return result.rows[0];
  };

  it('comes with the created application: SF- and 8 characters without 0, O, 1, I or L, stored on its row', async () => {
    const { application, token } = await newApplication();
    expect(application.reference).toMatch(referenceFormat);
    const row = await rowOf(application.applicationId);
    expect(row.reference).toBe(application.reference);
    const read = await call('GET', `/api/applications/public/${application.applicationId}`, { country: 'AE', token });
    expect(read.body.reference).toBe(application.reference);
  });

  it('is not the database id nor the public id', async () => {
    const { application } = await newApplication();
    const row = await rowOf(application.applicationId);
    expect(application.reference.slice(3)).not.toMatch(new RegExp(`^0*${row.id}$`));
    expect(application.reference).not.toBe(application.applicationId);
    expect(application.applicationId.toUpperCase()).not.toContain(application.reference.slice(3));
  });

  it('differs between applications, and the database refuses a second application with the same reference', async () => {
    const references = new Set<string>();
    for (let i = 0; i < 12; i += 1) references.add((await newApplication(i % 2 ? 'Loan' : 'Card')).application.reference);
    expect(references.size).toBe(12);
    const [taken] = [...references];
    const duplicate = await app.db.execute(sql`update applications set reference = ${taken} where reference <> ${taken}`).then(
      () => undefined,
      (error: { cause?: { code?: string; message?: string } }) => error.cause,
    );
    expect(duplicate).toMatchObject({ code: '23505', message: expect.stringContaining('applications_reference_key') });
  });

  it('draws again when the reference drawn is already taken', async () => {
    const { application, token } = await newApplication();
    const row = await rowOf(application.applicationId);
    const customer = (await app.db.execute(sql`select customer_id from applications where id = ${row.id}`)) as unknown as { rows: { customer_id: number }[] };
    const draws = [application.reference, application.reference, 'SF-23456789', 'SF-3456789A', 'SF-456789AB'];
    const inserted = await createApplicationOnce(
      app.db,
      { customerId: customer.rows[0].customer_id, locationId: 1, country: 'ae', applicationType: 'Card', language: 'en' },
      hashAccessToken(token),
      0,
      () => draws.shift()!,
    );
    expect(inserted.reference).toBe('SF-23456789');
    expect(draws).toEqual([]);
  });

  it('stays the same when the application is submitted, and names it in the log line operators search', async () => {
    const { application, token, customerId } = await newApplication('Loan');
    const answers = await call('GET', '/api/questions/public?productType=Loan', { country: 'AE' });
    const bulk = answers.body.map((q: { questionId: number; options: { optionId: number; hardStop: boolean }[] }) => ({
      questionId: q.questionId,
      applicationId: application.applicationId,
      response: (q.options.find((o) => !o.hardStop) ?? q.options[0]).optionId,
      screeningId: null,
    }));
    expect((await call('POST', '/api/screenings/public/bulk', { country: 'AE', token, payload: bulk })).status).toBeLessThan(300);
    const loans = await call('GET', `/api/recommendations/public/loan/${application.applicationId}`, { country: 'AE', token });
    expect(loans.status).toBe(200);
    const submitted = await call('PUT', '/api/applications/public', {
      country: 'AE',
      token,
      payload: {
        applicationId: application.applicationId, customer: { customerId }, location: { locationId: 1 },
        product: { productId: loans.body[0].productId }, applicationType: 'Loan', clientRiskProfile: null, status: 'Submitted',
      },
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.reference).toBe(application.reference);
    expect(submitted.body.product.organizationName).toBe(loans.body[0].organizationName);

    const logged = lines.map((line) => JSON.parse(line) as { msg: string; applicationReference?: string });
    const about = logged.filter((line) => line.applicationReference === application.reference).map((line) => line.msg);
    expect(about).toEqual(['application created', 'application submitted']);
    const row = await rowOf(application.applicationId);
    expect(lines.filter((line) => line.includes(application.reference)).join('\n')).not.toContain(`"id":${row.id}`);
  });
});

describeOnEngines('applications', (api) => {
  it('creates the customer and the application, and reads it back', async () => {
    const created = await api.newApplication('Card', 'AE', 'sara@example.com');
    const { applicationId, customerId, token } = created;
    expect(created.customer).toEqual({
      customerId: expect.stringMatching(uuid), name: 'Sara Ahmed', email: 'sara@example.com', mobileNumber: '+971501234567', promoCode: '1-1-other',
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(created.application).toEqual({
      applicationId: expect.stringMatching(uuid), reference: expect.stringMatching(/^SF-[2-9A-HJKMNP-Z]{8}$/),
      customer: { customerId, name: 'Sara Ahmed', clientRiskProfile: null },
      location: { locationId: 1 }, product: null, applicationType: 'Card', status: 'Created',
    });
    const read = await api.call({ method: 'GET', url: `/api/applications/public/${applicationId}`, country: 'AE', token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.application);
  });

  it('scores a weak profile under the card threshold of 60', async () => {
    const weak = await api.newApplication('Card', 'SA');
    expect((await api.answer(weak.applicationId, weak.token, 'Card', 'SA', weakCardAnswers)).status).toBe(200);
    const score = await api.call({ method: 'GET', url: `/api/applications/public/credit-score/${weak.applicationId}`, token: weak.token });
    expect(score.body).toBe(45);
  });

  it('submits once, idempotently on a double click, with the risk profile from the score', async () => {
    const { applicationId, customerId, token } = await api.newApplication('Card', 'AE');
    expect((await api.answer(applicationId, token, 'Card', 'AE', goodCardAnswers)).status).toBe(200);
    const { byName } = await api.features('AE');
    const preferences = ['Cashback on groceries', 'No annual fee', 'Contactless and mobile wallets'].map((name, i) => ({ featureId: byName(name), priority: i + 1 }));
    expect((await api.call({ method: 'POST', url: '/api/recommendations/public', country: 'AE', token, payload: { applicationId, preferences } })).status).toBe(200);
    const page = (await api.call({ method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=0&size=1`, country: 'AE', token })).body;
    const productId = page.content[0].productId;
    const body = { applicationId, customer: { customerId }, location: { locationId: 1 }, product: { productId }, applicationType: 'Card', clientRiskProfile: 'High', status: 'Submitted' };
    const [a, b] = await Promise.all([
      api.call({ method: 'PUT', url: '/api/applications/public', country: 'AE', token, payload: body }),
      api.call({ method: 'PUT', url: '/api/applications/public', country: 'AE', token, payload: body }),
    ]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(a.body).toEqual(expect.objectContaining({
      status: 'Submitted',
      product: { productId, productName: 'Falcon Cashback Platinum', routingUrl: expect.stringMatching(/^https:/), organizationName: 'Falcon National Bank' },
      customer: expect.objectContaining({ customerId, clientRiskProfile: 'Low' }),
    }));
    // Read back in Arabic: the product and its bank named in the visitor's language.
    const inArabic = await api.call({ method: 'GET', url: `/api/applications/public/${applicationId}`, country: 'AE', token, headers: { 'accept-language': 'ar' } });
    expect(inArabic.body.product).toEqual(expect.objectContaining({ productId, productName: 'فالكون بلاتينيوم للاسترداد النقدي', organizationName: 'بنك فالكون الوطني' }));
    expect(inArabic.headers.vary).toMatch(/Accept-Language/i);
    const other = await api.call({ method: 'PUT', url: '/api/applications/public', country: 'AE', token, payload: { ...body, product: { productId: productId + 1 } } });
    expectProblem(other, 409, /another product/, 'application.submitted');
    const late = await api.answer(applicationId, token, 'Card', 'AE', goodCardAnswers);
    expectProblem(late, 409);
  });

  describe("a loan's chosen amount and tenure", () => {
    /** Income AED 10,000 to 20,000 (10,000), no obligations: AED 5,000 a month of room; 36 months wished. */
    const loanAnswers = ['Salaried', /10,000 to 20,000/, 'None', '36 months', 'No', 'Yes'];
    const loanApplication = async () => {
      const created = await api.newApplication('Loan', 'AE');
      expect((await api.answer(created.applicationId, created.token, 'Loan', 'AE', loanAnswers)).status).toBe(200);
      const offers: Json[] = (await api.call({ method: 'GET', url: `/api/recommendations/public/loan/${created.applicationId}`, country: 'AE', token: created.token })).body;
      const offer = offers.find((o) => o.rateType === 'flat')!;
      const shortest = offer.tenureLimits.find((t: Json) => t.maxAmount > 0);
      const choice = { amount: Math.max(offer.minAmount, shortest.maxAmount - offer.amountStep), tenureMonths: shortest.tenure };
      const submit = (loanChoice?: Json) => api.call({
        method: 'PUT', url: '/api/applications/public', country: 'AE', token: created.token,
        payload: { applicationId: created.applicationId, customer: { customerId: created.customerId }, product: { productId: offer.productId }, applicationType: 'Loan', status: 'Submitted', loanChoice },
      });
      const stored = async () => {
        const result = (await api.app.db.execute(
          sql`select status, loan_amount, loan_tenure_months from applications where public_id = ${created.applicationId}`,
        )) as unknown as { rows: { status: string; loan_amount: string | null; loan_tenure_months: number | null }[] };
        const [row] = result.rows;
        return { status: row.status, amount: row.loan_amount === null ? null : Number(row.loan_amount), tenureMonths: row.loan_tenure_months };
      };
      return { ...created, offer, choice, submit, stored };
    };

    it('is stored with the submitted loan, and the same submit again is harmless while another choice is refused', async () => {
      const loan = await loanApplication();
      expect([loan.choice.amount, loan.choice.tenureMonths]).not.toEqual([loan.offer.loanAmount, loan.offer.loanTenure]);
      const res = await loan.submit(loan.choice);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expect.objectContaining({ status: 'Submitted', product: expect.objectContaining({ productId: loan.offer.productId }) }));
      expect(await loan.stored()).toEqual({ status: 'Submitted', ...loan.choice });
      expect((await loan.submit(loan.choice)).body).toEqual(res.body);
      expectProblem(await loan.submit({ ...loan.choice, tenureMonths: loan.offer.loanTenure }), 409, /another loan amount or tenure/);
      expect(await loan.stored()).toEqual({ status: 'Submitted', ...loan.choice });
    });

    it("is held to the loan quote's rules: out of range or above eligibility is refused with a problem and the application stays Created", async () => {
      const loan = await loanApplication();
      const { minTenure, maxTenure } = loan.offer;
      const quote = (amount: number, tenure: number) =>
        api.call({ method: 'GET', url: `/api/loan-quotes/public/${loan.applicationId}?productId=${loan.offer.productId}&amount=${amount}&tenure=${tenure}`, country: 'AE', token: loan.token });
      const refused: [Json, number, RegExp][] = [
        [{ amount: loan.choice.amount, tenureMonths: maxTenure + 12 }, 422, new RegExp(`repaid over ${minTenure} to ${maxTenure} months`)],
        [{ amount: loan.offer.maxAmount + 1000, tenureMonths: loan.choice.tenureMonths }, 422, /lends from AED/],
        [{ amount: loan.choice.amount + 2 * loan.offer.amountStep, tenureMonths: loan.choice.tenureMonths }, 422, /The most you can borrow over \d+ months is AED/],
        [{ amount: 0, tenureMonths: loan.choice.tenureMonths }, 400, /body\/loanChoice\/amount/],
      ];
      for (const [loanChoice, status, detail] of refused) {
        const res = await loan.submit(loanChoice);
        expectProblem(res, status, detail);
        if (status === 422) expect((await quote(loanChoice.amount, loanChoice.tenureMonths)).body).toEqual(res.body);
        expect(await loan.stored()).toEqual({ status: 'Created', amount: null, tenureMonths: null });
      }
      // Without a choice, the offer's own figures: nothing stored.
      expect((await loan.submit()).status).toBe(200);
      expect(await loan.stored()).toEqual({ status: 'Submitted', amount: null, tenureMonths: null });
    });
  });

  refusesBadInput(api, [
    ['application: missing customer', () => ({ method: 'POST', url: '/api/applications/public', payload: { location: { locationId: 1 }, applicationType: 'Card', status: 'Created' } }), 400, /body\/customer/],
    ['application: unknown type', ({ customerId }) => ({ method: 'POST', url: '/api/applications/public', payload: { customer: { customerId }, location: { locationId: 1 }, applicationType: 'Mortgage', status: 'Created' } }), 400, /body\/applicationType/],
    ['application: created as Submitted', ({ customerId }) => ({ method: 'POST', url: '/api/applications/public', payload: { customer: { customerId }, location: { locationId: 1 }, applicationType: 'Card', status: 'Submitted' } }), 400, /body\/status/],
    ['application: unknown customer', () => ({ method: 'POST', url: '/api/applications/public', payload: { customer: { customerId: nowhere }, location: { locationId: 1 }, applicationType: 'Card', status: 'Created' } }), 404, new RegExp(`Customer ${nowhere}`)],
    ['application: customer id as number', () => ({ method: 'POST', url: '/api/applications/public', payload: { customer: { customerId: 1 }, location: { locationId: 1 }, applicationType: 'Card' } }), 400, /body\/customer\/customerId/],
    ['application: customer id not a UUID', ({ customerId }) => ({ method: 'POST', url: '/api/applications/public', payload: { customer: { customerId: `${customerId}' OR '1'='1` }, location: { locationId: 1 }, applicationType: 'Card' } }), 400, /body\/customer\/customerId/],
    ['application: unknown location', ({ customerId }) => ({ method: 'POST', url: '/api/applications/public', payload: { customer: { customerId }, location: { locationId: 999999 }, applicationType: 'Card' }, country: 'AE' }), 404, /Location 999999/],
    ['application read: not a UUID', () => ({ method: 'GET', url: '/api/applications/public/1%20OR%201=1' }), 400, /params\/applicationId/],
    ['application read: a number', () => ({ method: 'GET', url: '/api/applications/public/1' }), 400, /params\/applicationId/],
    ['application read: unknown id', () => ({ method: 'GET', url: `/api/applications/public/${nowhere}` }), 404, new RegExp(nowhere)],
    ['application submit: missing product', ({ applicationId, customerId }) => ({ method: 'PUT', url: '/api/applications/public', payload: { applicationId, customer: { customerId }, applicationType: 'Card', status: 'Submitted' } }), 400, /body\/product/],
    ['application submit: unknown product', ({ applicationId, customerId }) => ({ method: 'PUT', url: '/api/applications/public', payload: { applicationId, customer: { customerId }, product: { productId: 999999 }, applicationType: 'Card', status: 'Submitted' } }), 404, /Product 999999/],
    ['application submit: product of another country', ({ applicationId, customerId }) => ({ method: 'PUT', url: '/api/applications/public', payload: { applicationId, customer: { customerId }, product: { productId: 3301 }, applicationType: 'Card', status: 'Submitted' } }), 422, /3301/],
    ['application submit: unknown application', ({ customerId }) => ({ method: 'PUT', url: '/api/applications/public', payload: { applicationId: nowhere, customer: { customerId }, product: { productId: 1301 }, applicationType: 'Card', status: 'Submitted' } }), 404, new RegExp(nowhere)],
    ['application submit: a loan choice on a card application', ({ applicationId, customerId }) => ({ method: 'PUT', url: '/api/applications/public', payload: { applicationId, customer: { customerId }, product: { productId: 1301 }, applicationType: 'Card', status: 'Submitted', loanChoice: { amount: 20000, tenureMonths: 12 } } }), 422, /body\/loanChoice: .* is a Card application/],
    ['credit score: unknown application', () => ({ method: 'GET', url: `/api/applications/public/credit-score/${nowhere}` }), 404, new RegExp(nowhere)],
  ]);
});
