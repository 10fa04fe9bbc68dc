/**
 * POST /api/partner/v1/conversions, a bank's signed postback, and what it does: the application's
 * status (GET /api/applications/public/{id}) and its bonus. Real signatures on the real endpoint.
 */
import { count, eq, sql } from 'drizzle-orm';
import { bonuses, partnerEvents, partnerSecrets } from '../../src/db/partner-schema';
import { open, secretKeyFrom } from '../../src/domain/partner-secret-box';
import { applications, mailOutbox, products } from '../../src/db/schema';
import { signatureHeader } from '../../src/domain/partner-signature';
import { runSecretCommand } from '../../src/services/partner-secrets';
import { loadValidCatalog } from '../../src/catalog/load';
import { validateCatalog } from '../../src/catalog/validate';
import { replaceCatalog } from '../../src/catalog/replace';
import { databaseFingerprint } from '../support/helpers';
import { expectProblem } from '../support/route-kit';
import { describePartnerLoop, newEventId, partnerSecretKey, type PartnerLoop } from '../support/partner-kit';

const bonusesOf = async (loop: PartnerLoop, reference: string) => {
  const [app] = await loop.app.db.select({ id: applications.id }).from(applications).where(eq(applications.reference, reference));
  return loop.app.db.select().from(bonuses).where(eq(bonuses.applicationId, app.id));
};
const eventRows = async (loop: PartnerLoop) => Number((await loop.app.db.select({ n: count() }).from(partnerEvents))[0].n);

describePartnerLoop('partner postbacks', (loop) => {
  describe('the click reference on the redirect', () => {
    it("carries the application's reference as sf_ref on the bank's address, and nothing else about the visitor", async () => {
      const submitted = await loop.submitted('Card', 'ae');
      const url = new URL(submitted.routingUrl);
      expect(url.searchParams.get('sf_ref')).toBe(submitted.reference);
      url.searchParams.delete('sf_ref');
      const [product] = await loop.app.db.select({ routingUrl: products.routingUrl }).from(products).where(eq(products.id, submitted.productId));
      expect(url.toString()).toBe(new URL(product.routingUrl).toString());
      expect((await loop.read(submitted)).product.routingUrl).toBe(submitted.routingUrl);
    });

    it("gives the confirmation mail's link to the bank the same click reference", async () => {
      const submitted = await loop.submitted('Loan', 'ae');
      const [mail] = await loop.app.db.select({ text: mailOutbox.text }).from(mailOutbox)
        .innerJoin(applications, eq(applications.id, mailOutbox.applicationId)).where(eq(applications.reference, submitted.reference));
      expect(mail.text).toContain(submitted.routingUrl);
    });

    it("keeps an address's own query and fragment, under the bank's own parameter name when the catalog gives one", async () => {
      const catalog = await loadValidCatalog(loop.app.config.SEED_DIR);
      const pk = catalog.countries.find((c) => c.country === 'pk')!;
      const card = pk.cards[0];
      pk.banks.find((b) => b.id === card.bankId)!.clickParameter = 'aff_click';
      card.routingUrl = 'https://bank.example/apply?campaign=storefront&lang=en#form';
      expect(validateCatalog(catalog)).toEqual([]);
      await replaceCatalog(loop.app.db, catalog);

      const submitted = await loop.submitted('Card', 'pk', card.id);
      expect(submitted.routingUrl).toBe(`https://bank.example/apply?campaign=storefront&lang=en&aff_click=${submitted.reference}#form`);
    });

    it("refuses a catalog whose address has its bank's click parameter already", async () => {
      const catalog = await loadValidCatalog(loop.app.config.SEED_DIR);
      const ae = catalog.countries.find((c) => c.country === 'ae')!;
      ae.cards[0].routingUrl = 'https://bank.example/apply?sf_ref=mine';
      expect(validateCatalog(catalog)).toEqual([expect.stringContaining(`product ${ae.cards[0].id}: routingUrl has the query parameter sf_ref already`)]);
    });
  });

  it('is documented in the OpenAPI document, with its headers and answers', async () => {
    const doc = (await loop.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const post = doc.paths['/api/partner/v1/conversions'].post;
    expect(post.parameters.filter((p: { in: string }) => p.in === 'header').map((p: { name: string }) => p.name).sort())
      .toEqual(['x-partner-id', 'x-partner-signature']);
    expect(Object.keys(post.requestBody.content['application/json'].schema.properties).sort())
      .toEqual(['eventId', 'occurredAt', 'productId', 'reason', 'reference', 'status']);
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '4XX']));
  });

  describe('signatures', () => {
    it('applies a postback signed with the bank’s secret', async () => {
      const submitted = await loop.submitted();
      const event = loop.event(submitted, 'approved');
      const res = await loop.postback(submitted.bankId, event);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ eventId: event.eventId, reference: submitted.reference, applicationStatus: 'Approved' });
      expect((await loop.read(submitted)).status).toBe('Approved');
    });

    it('refuses a wrong signature, a stale or future time, an unknown partner and a malformed header with 401, storing nothing but the refusals the console lists', async () => {
      const submitted = await loop.submitted();
      await loop.secretOf(submitted.bankId);
      const before = await databaseFingerprint(loop.app);
      const event = loop.event(submitted, 'approved');
      const now = Math.floor(Date.now() / 1000);
      const refusals = [
        await loop.postback(submitted.bankId, event, { secret: 'whsec_not-the-secret' }),
        await loop.postback(submitted.bankId, event, { timestamp: now - 301 }),
        // A minute beyond the bound: a busy machine's delay between here and the check cannot bring it back within.
        await loop.postback(submitted.bankId, event, { timestamp: now + 360 }),
        await loop.postback(987654, event, { secret: await loop.secretOf(submitted.bankId) }),
        await loop.postback(submitted.bankId, event, { signature: 'v1=abc' }),
        await loop.postback(submitted.bankId, event, { signature: `t=${now}` }),
      ];
      for (const res of refusals) expectProblem(res, 401, undefined, 'partner.unauthorized');
      expect(refusals[1].body.detail).toMatch(/more than 300 seconds/);
      // The body signed is the body checked: the same signature over another body is refused.
      const signed = JSON.stringify(event);
      const tampered = await loop.postback(submitted.bankId, { ...event, status: 'declined' }, {
        signature: signatureHeader(await loop.secretOf(submitted.bankId), now, signed),
      });
      expectProblem(tampered, 401, undefined, 'partner.unauthorized');
      const { partner_postbacks: listedBefore, ...unchanged } = before;
      const { partner_postbacks: listedAfter, ...after } = await databaseFingerprint(loop.app);
      expect(after).toEqual(unchanged);
      expect(listedAfter).not.toEqual(listedBefore);
      // Each refusal of the bank is listed with its reason; the id that is no bank's nowhere.
      const listed = ((await loop.app.db.execute(sql`
        SELECT bank_id, outcome, answer_status, reason FROM partner_postbacks WHERE event_id = ${event.eventId} ORDER BY id`)) as unknown as {
        rows: { bank_id: number; outcome: string; answer_status: number; reason: string }[];
      }).rows;
      expect(listed.map((r) => [r.bank_id, r.outcome, r.answer_status, r.reason.split(':')[0]])).toEqual([
        [submitted.bankId, 'refused', 401, 'Bad signature'],
        [submitted.bankId, 'refused', 401, 'Expired timestamp'],
        [submitted.bankId, 'refused', 401, 'Expired timestamp'],
        [submitted.bankId, 'refused', 401, 'Missing or malformed signature header.'],
        [submitted.bankId, 'refused', 401, 'Missing or malformed signature header.'],
        [submitted.bankId, 'refused', 401, 'Bad signature'],
      ]);
      expect((await loop.read(submitted)).status).toBe('Submitted');
    });

    it('accepts both secrets during a rotation, and only the new one once the old is revoked', async () => {
      const submitted = await loop.submitted('Card', 'sa');
      const old = await loop.secretOf(submitted.bankId);
      const { secret: rotated } = await runSecretCommand(loop.app.db, partnerSecretKey, 'rotate', submitted.bankId);
      expect(rotated).not.toBe(old);
      expect((await loop.postback(submitted.bankId, loop.event(submitted, 'approved', 2), { secret: old })).status).toBe(200);
      expect((await loop.postback(submitted.bankId, loop.event(submitted, 'approved', 1), { secret: rotated })).status).toBe(200);
      await expect(runSecretCommand(loop.app.db, partnerSecretKey, 'rotate', submitted.bankId)).rejects.toThrow(/two active secrets/);
      await runSecretCommand(loop.app.db, partnerSecretKey, 'revoke', submitted.bankId);
      expectProblem(await loop.postback(submitted.bankId, loop.event(submitted, 'issued'), { secret: old }), 401);
      expect((await loop.postback(submitted.bankId, loop.event(submitted, 'issued'), { secret: rotated })).status).toBe(200);
    });

    it('stores each secret sealed with PARTNER_SECRET_KEY: no row holds a secret, and another key opens none', async () => {
      const submitted = await loop.submitted('Card', 'sa');
      const secret = await loop.secretOf(submitted.bankId);
      const rows = await loop.app.db.select().from(partnerSecrets);
      for (const row of rows) {
        expect(row.sealed.includes(Buffer.from(secret))).toBe(false);
        expect(open(secretKeyFrom('00'.repeat(32))!, row.bankId, row.sealed)).toBeNull();
      }
      expect(rows.map((r) => open(partnerSecretKey, r.bankId, r.sealed))).toContain(secret);
    });
  });

  describe('answers', () => {
    it('answers a repeated event id as the first time and changes nothing', async () => {
      const submitted = await loop.submitted();
      const approved = loop.event(submitted, 'approved', 3);
      const first = await loop.postback(submitted.bankId, approved);
      const rows = await eventRows(loop);
      // The same id with another body (a bank's retry after a change on its side) is still the first event.
      const again = await loop.postback(submitted.bankId, { ...approved, status: 'declined' });
      expect(again.status).toBe(first.status);
      expect(again.raw.body).toBe(first.raw.body);
      expect(await eventRows(loop)).toBe(rows);
      expect((await loop.read(submitted)).status).toBe('Approved');
      expect(await bonusesOf(loop, submitted.reference)).toHaveLength(1);
    });

    it('gives a reference of another bank and one that does not exist the same 404, byte for byte', async () => {
      const mine = await loop.submitted('Card', 'ae');
      const theirs = await loop.submitted('Card', 'sa');
      expect(theirs.bankId).not.toBe(mine.bankId);
      const foreign = await loop.postback(mine.bankId, { ...loop.event(theirs, 'approved'), eventId: 'evt-same-a' });
      const unknown = await loop.postback(mine.bankId, { ...loop.event({ reference: 'SF-22222222' }, 'approved'), eventId: 'evt-same-b' });
      expectProblem(foreign, 404, undefined, 'partner.reference-not-found');
      expect(foreign.raw.body).toBe(unknown.raw.body);
      expect(foreign.headers['content-length']).toBe(unknown.headers['content-length']);
      expect((await loop.read(theirs)).status).toBe('Submitted');
    });

    it('refuses a body that is not a conversion with 400 once the signature is good', async () => {
      const submitted = await loop.submitted();
      expectProblem(await loop.postback(submitted.bankId, '{"eventId":"x"'), 400);
      expectProblem(await loop.postback(submitted.bankId, `{"__proto__":{"polluted":true},${JSON.stringify(loop.event(submitted, 'approved')).slice(1)}`), 400);
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
      expectProblem(await loop.postback(submitted.bankId, { ...loop.event(submitted, 'approved'), status: 'won' as never }), 400, /status/);
      expectProblem(await loop.postback(submitted.bankId, { ...loop.event(submitted, 'approved'), occurredAt: 'yesterday' }), 400, /occurredAt/);
      expectProblem(await loop.postback(submitted.bankId, { ...loop.event(submitted, 'approved'), reason: 'x'.repeat(301) }), 400, /reason/);
    });
  });

  describe('the lifecycle', () => {
    it('answers Approved, then Issued for a card, Disbursed for a loan, Reversed after', async () => {
      const card = await loop.submitted('Card');
      const loan = await loop.submitted('Loan');
      for (const [submitted, last] of [[card, 'Issued'], [loan, 'Disbursed']] as const) {
        expect((await loop.postback(submitted.bankId, loop.event(submitted, 'approved', 2))).body.applicationStatus).toBe('Approved');
        expect((await loop.read(submitted)).status).toBe('Approved');
        expect((await loop.postback(submitted.bankId, loop.event(submitted, 'issued', 1))).body.applicationStatus).toBe(last);
        expect((await loop.read(submitted)).status).toBe(last);
        expect((await loop.postback(submitted.bankId, loop.event(submitted, 'reversed', 0))).body.applicationStatus).toBe('Reversed');
        expect((await loop.read(submitted)).status).toBe('Reversed');
      }
    });

    it('answers Declined', async () => {
      const submitted = await loop.submitted();
      expect((await loop.postback(submitted.bankId, loop.event(submitted, 'declined'))).status).toBe(200);
      expect((await loop.read(submitted)).status).toBe('Declined');
      expect(await bonusesOf(loop, submitted.reference)).toHaveLength(0);
    });

    it('follows the time events happened, whatever order they arrive in', async () => {
      const submitted = await loop.submitted();
      expect((await loop.postback(submitted.bankId, loop.event(submitted, 'issued', 1))).body.applicationStatus).toBe('Issued');
      // The approval that happened before arrives after: still Issued.
      expect((await loop.postback(submitted.bankId, loop.event(submitted, 'approved', 2))).body.applicationStatus).toBe('Issued');
      expect((await loop.read(submitted)).status).toBe('Issued');
      const [bonus] = await bonusesOf(loop, submitted.reference);
      // The approval is when the application was first approved (here: issued, the approval implied).
      expect(Math.abs(bonus.approvedAt.getTime() - (Date.now() - 86_400_000))).toBeLessThan(60_000);
    });

    it('refuses an impossible transition with 409 and applies it once an approval in between arrives', async () => {
      const submitted = await loop.submitted();
      expect((await loop.postback(submitted.bankId, loop.event(submitted, 'declined', 3))).status).toBe(200);
      const issued = loop.event(submitted, 'issued', 1);
      expectProblem(await loop.postback(submitted.bankId, issued), 409, undefined, 'partner.transition-impossible');
      expect((await loop.read(submitted)).status).toBe('Declined');
      expectProblem(await loop.postback(submitted.bankId, loop.event(submitted, 'reversed', 2)), 409);
      // The bank reconsidered: approved after the decline, before the issue.
      expect((await loop.postback(submitted.bankId, loop.event(submitted, 'approved', 2))).body.applicationStatus).toBe('Approved');
      // The refused event keeps its answer; the same issue under a new id is applied.
      expectProblem(await loop.postback(submitted.bankId, issued), 409);
      expect((await loop.postback(submitted.bankId, { ...issued, eventId: newEventId() })).body.applicationStatus).toBe('Issued');
    });
  });

  describe('concurrent postbacks', () => {
    it('applies a duplicate sent many times at once exactly once', async () => {
      const submitted = await loop.submitted();
      const event = loop.event(submitted, 'approved', 1);
      const rows = await eventRows(loop);
      const answers = await Promise.all(Array.from({ length: 8 }, () => loop.postback(submitted.bankId, event)));
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.raw.body).toBe(answers[0].raw.body);
      }
      expect(await eventRows(loop)).toBe(rows + 1);
      expect(await bonusesOf(loop, submitted.reference)).toHaveLength(1);
    });

    it('makes one bonus of several approvals of one application at once', async () => {
      const submitted = await loop.submitted();
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => loop.postback(submitted.bankId, loop.event(submitted, i % 2 ? 'issued' : 'approved', i % 2 ? 1 : 2))));
      for (const res of answers) expect(res.status).toBe(200);
      expect(await bonusesOf(loop, submitted.reference)).toHaveLength(1);
      expect((await loop.read(submitted)).status).toBe('Issued');
    });
  });
});
