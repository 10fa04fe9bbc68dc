/**
 * An application's confirmation is queued with its submit and written, once, on PGlite and on
 * PostgreSQL: whatever the case of the address, whatever else the inbox had this hour, whoever else
 * applies later with the same address, however many submits and mail calls race. A confirmation
 * that cannot be queued leaves the application Created (the submit) or answers 503 (the mail call).
 * Mails are written as .eml files by the outbox worker, run here step by step.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { describeOnDatabases, mobileNumberFor } from '../support/helpers';
import { injectClient, runJourney, type Visitor } from '../support/journey';
import { postMail, rows, subjects } from '../support/mail-kit';
import { expectProblem, goodCardAnswers, RouteApi } from '../support/route-kit';

/** The default hourly budget of one inbox: what a flood of other mails to it could use up. */
const perRecipient = 10;

const visitor = (email: string, clicks: Visitor['clicks'] = {}): Visitor => ({
  name: 'Sara Ahmed', email, mobileNumber: mobileNumberFor('AE'), country: 'AE', type: 'Card', clicks,
});

describeOnDatabases('application confirmations', (started) => {
  const api = new RouteApi(started);
  const app = (): FastifyInstance => started.app;

  /** The Message-ID of an application's confirmation. */
  const messageIdOf = (applicationId: string) => `<application-${applicationId}@storefront.example>`;

  /** Delivers every due mail, then the Message-IDs (a header that may be folded) of every .eml file written so far, one per file. */
  async function written(): Promise<string[]> {
    while ((await app().outbox.runOnce()) > 0);
    const dir = app().config.MAIL_DIR;
    return fs.readdirSync(dir).filter((f) => f.endsWith('.eml'))
      .map((f) => /^Message-ID:\s*(<[^>]*>)/im.exec(fs.readFileSync(path.join(dir, f), 'utf8'))?.[1] ?? '');
  }

  /** The confirmations queued for an application (rows of the outbox). */
  const confirmationsOf = (applicationId: string) => rows<{ kind: string; to_address: string }>(app(), sql`
    select m.kind::text, m.to_address from mail_outbox m join applications a on a.id = m.application_id
     where a.public_id = ${applicationId} and m.kind in ('card_confirmation', 'loan_confirmation')`);

  /** A card application of a new customer with this address, submitted without the mail call. */
  async function submittedWithoutMailCall(email: string): Promise<string> {
    const { applicationId, customerId, token } = await api.newApplication('Card', 'AE', email);
    expect((await api.answer(applicationId, token, 'Card', 'AE', goodCardAnswers)).status).toBe(200);
    const [productId] = (await app().catalog.country('ae')).cardsById.keys();
    const submitted = await api.call({
      method: 'PUT', url: '/api/applications/public', country: 'AE', token,
      payload: { applicationId, customer: { customerId }, product: { productId }, applicationType: 'Card', status: 'Submitted' },
    });
    expect(submitted.status).toBe(200);
    return applicationId;
  }

  const askForConfirmation = (to: string) => postMail(app(), { to, containImages: false, subject: subjects.card, body: '<p>Thank you</p>' });

  /** Deletes an application's confirmation: a submitted application without one, which the mail call queues. */
  const forgetConfirmation = (applicationId: string) => app().db.execute(sql`
    delete from mail_outbox where application_id = (select id from applications where public_id = ${applicationId})`);

  it('queues and writes the confirmation of an address in capitals and in lower case alike, and the mail call queues a missing one', async () => {
    for (const [email, asked] of [['Sara.Capitals@Example.COM', 'sara.capitals@example.com'], ['sara.lower@example.com', 'SARA.LOWER@EXAMPLE.COM']]) {
      const { applicationId } = await runJourney(injectClient(app()), visitor(email));
      expect(await confirmationsOf(applicationId)).toEqual([{ kind: 'card_confirmation', to_address: email }]);
      expect(await written()).toContain(messageIdOf(applicationId));

      await forgetConfirmation(applicationId);
      const res = await askForConfirmation(asked);
      expect(res.statusCode).toBe(202);
      expect(await confirmationsOf(applicationId)).toEqual([{ kind: 'card_confirmation', to_address: email }]);
      expect((await written()).filter((id) => id === messageIdOf(applicationId))).toHaveLength(2);
    }
  });

  it(`writes an application's confirmation whatever ${perRecipient} other confirmations the inbox had this hour`, async () => {
    const email = 'target@example.com';
    for (let i = 0; i < perRecipient; i++) await runJourney(injectClient(app(), `10.60.${i}.1`), visitor(i % 2 ? email : email.toUpperCase()));
    const target = await runJourney(injectClient(app()), visitor(email));
    expect(await confirmationsOf(target.applicationId)).toHaveLength(1);
    const [{ n }] = await rows<{ n: number }>(app(), sql`select count(*)::int as n from mail_outbox where recipient_key = ${email}`);
    expect(n).toBe(perRecipient + 1);
    expect(await written()).toContain(messageIdOf(target.applicationId));
  }, 60_000);

  it('writes the confirmation of an application when another customer with the same address applies after it', async () => {
    const email = 'shared.inbox@example.com';
    const first = await submittedWithoutMailCall(email);
    const later = await runJourney(injectClient(app(), '10.61.0.1'), visitor(email));
    expect((await askForConfirmation('Shared.Inbox@example.com')).statusCode).toBe(202);
    const ids = await written();
    expect(ids).toContain(messageIdOf(first));
    expect(ids).toContain(messageIdOf(later.applicationId));
    expect(await confirmationsOf(first)).toHaveLength(1);
    expect(await confirmationsOf(later.applicationId)).toHaveLength(1);
  });

  it('queues one confirmation per application however many submits and mail calls race', async () => {
    const email = 'racing@example.com';
    const { applicationId } = await runJourney(injectClient(app()), visitor(email, { submit: 3, mail: 3 }));
    expect(await confirmationsOf(applicationId)).toHaveLength(1);

    await forgetConfirmation(applicationId);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => askForConfirmation(i % 2 ? email : email.toUpperCase())));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(202));
    expect(await confirmationsOf(applicationId)).toHaveLength(1);
    expect((await written()).filter((id) => id === messageIdOf(applicationId))).toHaveLength(1);
  });

  describe('when the outbox refuses the confirmation', () => {
    const refuse = async () => {
      await app().db.execute(sql.raw(`CREATE FUNCTION refuse_confirmation() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'the outbox refuses confirmations'; END $$`));
      await app().db.execute(sql.raw(`CREATE TRIGGER refuse_confirmation BEFORE INSERT ON mail_outbox
        FOR EACH ROW WHEN (NEW.kind IN ('card_confirmation', 'loan_confirmation')) EXECUTE FUNCTION refuse_confirmation()`));
    };
    const accept = async () => {
      await app().db.execute(sql.raw('DROP TRIGGER IF EXISTS refuse_confirmation ON mail_outbox'));
      await app().db.execute(sql.raw('DROP FUNCTION IF EXISTS refuse_confirmation()'));
    };
    afterEach(accept);

    it('submits the application with its confirmation or not at all', async () => {
      const { applicationId, customerId, token } = await api.newApplication('Card', 'AE', 'refused.submit@example.com');
      expect((await api.answer(applicationId, token, 'Card', 'AE', goodCardAnswers)).status).toBe(200);
      const [productId] = (await app().catalog.country('ae')).cardsById.keys();
      const submit = () => api.call({
        method: 'PUT', url: '/api/applications/public', country: 'AE', token,
        payload: { applicationId, customer: { customerId }, product: { productId }, applicationType: 'Card', status: 'Submitted' },
      });
      await refuse();
      expectProblem(await submit(), 500);
      const read = await api.call({ method: 'GET', url: `/api/applications/public/${applicationId}`, country: 'AE', token });
      expect(read.body.status).toBe('Created');
      expect(await confirmationsOf(applicationId)).toEqual([]);

      await accept();
      expect((await submit()).status).toBe(200);
      expect(await confirmationsOf(applicationId)).toHaveLength(1);
    });

    it('answers the mail call 503 with Retry-After while a missing confirmation cannot be queued, and queues it when asked again', async () => {
      const email = 'refused.mail@example.com';
      const applicationId = await submittedWithoutMailCall(email);
      await forgetConfirmation(applicationId);
      await refuse();
      const refused = await askForConfirmation(email);
      expectProblem({ status: refused.statusCode, body: refused.json(), headers: refused.headers }, 503, /confirmation could not be queued/, 'unavailable');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await confirmationsOf(applicationId)).toEqual([]);

      await accept();
      expect((await askForConfirmation(email)).statusCode).toBe(202);
      expect(await confirmationsOf(applicationId)).toHaveLength(1);
      expect(await written()).toContain(messageIdOf(applicationId));
    });
  });
}, { config: { MAIL_PER_RECIPIENT_PER_HOUR: perRecipient }, pgliteAsStarted: true });
