/**
 * A catalog draft previewed on the storefront: a catalog operator asks for a preview link, and the
 * public API answers the link's token from the draft (its annual fee, never cached), while calls
 * without it stay live. Expired and forged tokens, and a published or discarded draft's (a scheduled
 * one's from the moment its version takes effect), are refused; a preview counts no funnel step and
 * submits no application.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { catalogPreviewHeader, catalogPreviewParam } from '@storefront/shared/contract';
import { PreviewTokens } from '../../src/catalog/preview-token';
import { describeOperatorApi, signInAs, type ConsoleClient, type OperatorApi } from '../support/operator-kit';
import { mobileNumberFor } from '../support/helpers';

const previewKey = 'a-test-key-for-catalog-preview-links-0123456789';
const storefront = 'https://storefront.test.example';
/** A UAE card of the seed catalog whose annual fee is AED 300. */
const cardId = 1302;
const draftFee = 4321;

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describeOperatorApi('a catalog draft previewed on the storefront', (api: OperatorApi) => {
  let catalog: ConsoleClient;
  let draftId: number;
  let token: string;

  /** A public API call of the UAE storefront, with the preview token when given. */
  const publicCall = (method: 'GET' | 'POST' | 'PUT', url: string, options: { preview?: string; token?: string; payload?: unknown } = {}) =>
    api.app.inject({
      method, url,
      headers: {
        'x-country-key': 'AE',
        ...(options.preview === undefined ? {} : { [catalogPreviewHeader]: options.preview }),
        ...(options.token ? { 'x-access-token': options.token } : {}),
        ...(options.payload === undefined ? {} : { 'idempotency-key': crypto.randomUUID() }),
      },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });

  const annualFeeShown = async (preview?: string) => {
    const answer = await publicCall('GET', `/api/key-facts/public/${cardId}`, { preview });
    expect(answer.statusCode).toBe(200);
    return (answer.json().facts as Json[]).find((f) => f.id === 'annualFee')?.value as string;
  };

  beforeAll(async () => {
    catalog = await signInAs(api, 'catalog');
    const made = await catalog.post('/catalog/drafts', { market: 'ae' });
    expect(made.statusCode).toBe(201);
    const draft = made.json();
    draftId = draft.id;
    const card = (draft.document.cards as Json[]).find((c) => c.id === cardId);
    const edited = await catalog.call('PUT', `/catalog/drafts/${draftId}/entities/card/${cardId}`, {
      revision: draft.revision, entity: { ...card, costs: { ...card.costs, annualFee: draftFee } },
    });
    expect(edited.statusCode).toBe(200);
    const link = await catalog.post(`/catalog/drafts/${draftId}/preview`);
    expect(link.statusCode).toBe(201);
    const url = new URL(link.json().url);
    token = url.searchParams.get(catalogPreviewParam)!;
  }, 120_000);

  it('the link opens the storefront with a token, valid for the configured hours, and the audit log records it without the token', async () => {
    const link = await catalog.post(`/catalog/drafts/${draftId}/preview`);
    const { url, expiresAt } = link.json();
    expect(url.startsWith(`${storefront}/?${catalogPreviewParam}=`)).toBe(true);
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(5.9);
    expect(hours).toBeLessThanOrEqual(6);
    const audit = (await api.app.db.execute(sql`select action, target_id, after from audit_log where action = 'catalog.preview-link-created'`)) as unknown as { rows: Json[] };
    expect(audit.rows.map((r) => r.target_id)).toContain(String(draftId));
    expect(JSON.stringify(audit.rows)).not.toContain(new URL(url).searchParams.get(catalogPreviewParam));
  });

  it('a finance operator may not make a preview link', async () => {
    const finance = await signInAs(api, 'finance');
    const answer = await finance.post(`/catalog/drafts/${draftId}/preview`);
    expect(answer.statusCode).toBe(403);
  });

  it("with the token the public API answers the draft's annual fee, never to be cached; without it the live one", async () => {
    expect(await annualFeeShown(token)).toContain('4,321');
    expect(await annualFeeShown()).toContain('300');
    expect(await annualFeeShown()).not.toContain('4,321');

    const previewed = await publicCall('GET', `/api/key-facts/public/${cardId}`, { preview: token });
    expect(previewed.headers['cache-control']).toBe('no-store');
    expect(String(previewed.headers.vary)).toMatch(/x-catalog-preview/i);
    const live = await publicCall('GET', `/api/key-facts/public/${cardId}`);
    expect(live.headers['cache-control']).not.toBe('no-store');
    expect(String(live.headers.vary)).toMatch(/x-catalog-preview/i);
  });

  it('applying in a preview is refused with a clear problem and nothing is recorded: the application stays Created, with no mail', async () => {
    const customer = await publicCall('POST', '/api/customer-profiles/public', {
      preview: token, payload: { name: 'Preview Visitor', email: 'preview.visitor@example.com', mobileNumber: mobileNumberFor('AE'), promoCode: '' },
    });
    expect(customer.statusCode).toBe(201);
    const { customerId, accessToken, promoCode } = customer.json();
    const locationId = Number(String(promoCode).split('-')[1]);
    const application = await publicCall('POST', '/api/applications/public', {
      preview: token, token: accessToken, payload: { customer: { customerId }, location: { locationId }, applicationType: 'Card', status: 'Created' },
    });
    expect(application.statusCode).toBe(201);
    const { applicationId } = application.json();

    const submit = await publicCall('PUT', '/api/applications/public', {
      preview: token, token: accessToken,
      payload: { applicationId, customer: { customerId }, location: { locationId }, product: { productId: cardId }, applicationType: 'Card', clientRiskProfile: null, status: 'Submitted' },
    });
    expect(submit.statusCode).toBe(403);
    expect(submit.headers['content-type']).toContain('application/problem+json');
    expect(submit.json()).toMatchObject({ code: 'preview.application-refused', title: "Applications can't be made in a preview" });
    const read = await publicCall('GET', `/api/applications/public/${applicationId}`, { token: accessToken });
    expect(read.json().status).toBe('Created');
    const recorded = (await api.app.db.execute(
      sql`select a.submitted_at, (select count(*)::int from mail_outbox m where m.application_id = a.id) as mails from applications a where a.public_id = ${applicationId}`,
    )) as unknown as { rows: { submitted_at: unknown; mails: number }[] };
    expect(recorded.rows).toEqual([{ submitted_at: null, mails: 0 }]);
  });

  it('a funnel step sent with the token is answered and counted nowhere', async () => {
    const counted = async () => Number(((await api.app.db.execute(sql`select coalesce(sum(visitors), 0)::int as n from funnel_counts`)) as unknown as { rows: { n: number }[] }).rows[0].n);
    const before = await counted();
    const sent = await publicCall('POST', '/api/funnel-events/public', { preview: token, payload: { step: 'step0' } });
    expect(sent.statusCode).toBe(204);
    expect(await counted()).toBe(before);
    // Without the token the same step is counted.
    await publicCall('POST', '/api/funnel-events/public', { payload: { step: 'step0' } });
    expect(await counted()).toBe(before + 1);
  });

  it('an expired token is refused (401 preview.ended), a forged or damaged one too (401 preview.invalid)', async () => {
    const expired = await new PreviewTokens(previewKey, 60_000, () => Date.now() - 3_600_000).sign(draftId);
    const late = await publicCall('GET', `/api/key-facts/public/${cardId}`, { preview: expired.token });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'preview.ended' });

    const forged = await new PreviewTokens('another-key-that-nobody-configured-0123456789', 3_600_000).sign(draftId);
    for (const bad of [forged.token, `${token.slice(0, -4)}AAAA`, 'not-a-token']) {
      const answer = await publicCall('GET', `/api/key-facts/public/${cardId}`, { preview: bad });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['content-type']).toContain('application/problem+json');
      expect(answer.json()).toMatchObject({ code: 'preview.invalid' });
    }
  });

  it("a discarded draft's token is refused (403 preview.ended), and no new link is made for it", async () => {
    const made = (await catalog.post('/catalog/drafts', { market: 'ae' })).json();
    const link = (await catalog.post(`/catalog/drafts/${made.id}/preview`)).json();
    const discardedToken = new URL(link.url).searchParams.get(catalogPreviewParam)!;
    expect((await publicCall('GET', `/api/key-facts/public/${cardId}`, { preview: discardedToken })).statusCode).toBe(200);
    expect((await catalog.delete(`/catalog/drafts/${made.id}`)).statusCode).toBeLessThan(300);
    const answer = await publicCall('GET', `/api/key-facts/public/${cardId}`, { preview: discardedToken });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'preview.ended' });
    expect((await catalog.post(`/catalog/drafts/${made.id}/preview`)).statusCode).toBe(409);
  });

  it("a published draft's token is refused (403 preview.ended)", async () => {
    const made = (await catalog.post('/catalog/drafts', { market: 'ae' })).json();
    const card = (made.document.cards as Json[]).find((c) => c.id === cardId);
    const renamed = await catalog.call('PUT', `/catalog/drafts/${made.id}/entities/card/${cardId}`, {
      revision: made.revision, entity: { ...card, name: { ...card.name, en: `${card.name.en} Plus` } },
    });
    expect(renamed.statusCode).toBe(200);
    const link = (await catalog.post(`/catalog/drafts/${made.id}/preview`)).json();
    const publishedToken = new URL(link.url).searchParams.get(catalogPreviewParam)!;
    expect((await publicCall('GET', `/api/key-facts/public/${cardId}`, { preview: publishedToken })).statusCode).toBe(200);
    const published = await catalog.post(`/catalog/drafts/${made.id}/publish`, {});
    expect(published.json().status).toBe('published');
    const answer = await publicCall('GET', `/api/key-facts/public/${cardId}`, { preview: publishedToken });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'preview.ended', title: 'The preview has ended' });
  });

  it("a draft published for a later time is previewed until its version takes effect; then its token is refused (403 preview.ended) and no new link is made", async () => {
    const made = (await catalog.post('/catalog/drafts', { market: 'ae' })).json();
    const card = (made.document.cards as Json[]).find((c) => c.id === cardId);
    const renamed = await catalog.call('PUT', `/catalog/drafts/${made.id}/entities/card/${cardId}`, {
      revision: made.revision, entity: { ...card, name: { ...card.name, en: `${card.name.en} Later` } },
    });
    expect(renamed.statusCode).toBe(200);
    const scheduled = await catalog.post(`/catalog/drafts/${made.id}/publish`, { at: '2097-03-01T09:00' });
    expect(scheduled.json().status).toBe('scheduled');
    const link = (await catalog.post(`/catalog/drafts/${made.id}/preview`)).json();
    const scheduledToken = new URL(link.url).searchParams.get(catalogPreviewParam)!;
    expect((await publicCall('GET', `/api/key-facts/public/${cardId}`, { preview: scheduledToken })).statusCode).toBe(200);

    // The time comes: the version's effective time moved to the database's now.
    await api.app.db.execute(sql`update catalog_versions set effective_at = now() where source_draft_id = ${String(made.id)}`);
    const answer = await publicCall('GET', `/api/key-facts/public/${cardId}`, { preview: scheduledToken });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'preview.ended', title: 'The preview has ended' });
    expect((await catalog.post(`/catalog/drafts/${made.id}/preview`)).statusCode).toBe(409);
  });
}, { CATALOG_PREVIEW_KEY: previewKey, CATALOG_PREVIEW_TTL_HOURS: 6, STOREFRONT_URL: storefront });
