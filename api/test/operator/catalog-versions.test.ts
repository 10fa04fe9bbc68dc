/**
 * Publishing the catalog: a draft published now or at a time of its market, a second operator for
 * a cost figure, history and rollback, the catalog version an application was made under and the
 * Key Facts it saw, and two instances switching at the same moment.
 */
import type { CatalogDraft, CountryFile } from '@storefront/shared/contract';
import { CatalogService } from '../../src/catalog/service';
import { openDatabase } from '../../src/db/client';
import { describeOperatorApi, signInAs, type ConsoleClient, type OperatorApi } from '../support/operator-kit';
import { mobileNumberFor } from '../support/helpers';
import { and, eq, sql } from 'drizzle-orm';
import { applications } from '../../src/db/schema';
import { catalogVersions } from '../../src/db/catalog-version-schema';
import { catalogDrafts } from '../../src/db/catalog-draft-schema';
import { writeLiveVersions } from '../../src/catalog/live-document';

describeOperatorApi('publishing catalog versions', (api: OperatorApi) => {
  let editor: ConsoleClient;
  let second: ConsoleClient;

  beforeAll(async () => {
    editor = await signInAs(api, 'catalog');
    second = await signInAs(api, 'catalog');
  });

  const newDraft = async (): Promise<CatalogDraft> => (await editor.post('/catalog/drafts', { market: 'ae' })).json();
  const firstCard = (draft: { document: CountryFile }) => draft.document.cards[0];
  const writeCard = async (draft: CatalogDraft, change: (card: CountryFile['cards'][number]) => void) => {
    const card = structuredClone(firstCard(draft));
    change(card);
    const answer = await editor.call('PUT', `/catalog/drafts/${draft.id}/entities/card/${card.id}`, { revision: draft.revision, entity: card });
    expect(answer.statusCode).toBe(200);
    return answer.json() as CatalogDraft;
  };
  const liveCard = async (id: number, catalog: CatalogService = api.app.catalog) => (await catalog.country('ae')).cardsById.get(id)!;

  it('publishes a change of no cost figure at once, listed with who published it', async () => {
    const draft = await writeCard(await newDraft(), (card) => (card.name.en = 'Falcon Published Card'));
    const published = await editor.post(`/catalog/drafts/${draft.id}/publish`, {});
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('published');
    expect((await liveCard(firstCard(draft).id)).productName).toBe('Falcon Published Card');
    const versions = (await editor.get('/catalog/versions?market=ae')).json().versions;
    expect(versions[0]).toMatchObject({ market: 'ae', publishedBy: editor.profile!.email, approvedBy: null, sourceDraftId: draft.id });
    expect(versions.at(-1).version).toBe(1);
  });

  it('holds a fee change for a second operator, refuses the one who asked, and publishes it once approved', async () => {
    const draft = await writeCard(await newDraft(), (card) => (card.costs.annualFee = 777));
    const before = (await liveCard(firstCard(draft).id)).costs.annualFee;
    const asked = await editor.post(`/catalog/drafts/${draft.id}/publish`, {});
    expect(asked.json().status).toBe('awaiting-approval');
    expect((await liveCard(firstCard(draft).id)).costs.annualFee).toBe(before);

    const self = await editor.post(`/catalog/drafts/${draft.id}/approval`, { approve: true });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('catalog.same-operator');
    expect((await liveCard(firstCard(draft).id)).costs.annualFee).toBe(before);

    const approved = await second.post(`/catalog/drafts/${draft.id}/approval`, { approve: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'published', approvedBy: second.profile!.email });
    expect((await liveCard(firstCard(draft).id)).costs.annualFee).toBe(777);

    const [latest, previous] = (await editor.get('/catalog/versions?market=ae')).json().versions;
    const compared = (await editor.get(`/catalog/versions/ae/compare?from=${previous.version}&to=${latest.version}`)).json().entries;
    expect(compared).toContainEqual(expect.objectContaining({ kind: 'card', entityId: firstCard(draft).id, field: 'costs.annualFee', before, after: 777, costFigure: true }));
  });

  it('rolls back: an earlier version re-published as a new one restores the old fee, approved by a second operator', async () => {
    const versions = (await editor.get('/catalog/versions?market=ae')).json().versions;
    const original = versions.at(-1).version;
    const originalCard = (await editor.get(`/catalog/versions/ae/${original}`)).json().document.cards[0];
    const asked = await editor.post(`/catalog/versions/ae/${original}/republish`, {});
    expect(asked.statusCode).toBe(200);
    expect(asked.json().status).toBe('awaiting-approval');
    expect((await second.post(`/catalog/drafts/${asked.json().id}/approval`, { approve: true })).statusCode).toBe(200);
    const latest = (await editor.get('/catalog/versions?market=ae')).json().versions[0];
    expect(latest).toMatchObject({ republishOf: original, version: versions[0].version + 1 });
    expect((await liveCard(originalCard.id)).costs.annualFee).toBe(originalCard.costs.annualFee);
  });

  it('records the catalog version an application is made under, and answers its Key Facts from it after a later fee change', async () => {
    const publishFee = async (fee: number) => {
      const draft = await writeCard(await newDraft(), (card) => (card.costs.annualFee = fee));
      expect((await editor.post(`/catalog/drafts/${draft.id}/publish`, {})).json().status).toBe('awaiting-approval');
      expect((await second.post(`/catalog/drafts/${draft.id}/approval`, { approve: true })).json().status).toBe('published');
      return firstCard(draft).id;
    };
    const cardId = await publishFee(2468);

    const headers = { 'x-country-key': 'AE' };
    const customer = await api.app.inject({
      method: 'POST', url: '/api/customer-profiles/public', headers,
      payload: { name: 'Layla Haddad', email: `layla.${Date.now()}@example.com`, mobileNumber: mobileNumberFor('AE'), promoCode: '1-1-other' },
    });
    expect(customer.statusCode).toBe(201);
    const created = await api.app.inject({
      method: 'POST', url: '/api/applications/public', headers: { ...headers, 'x-access-token': customer.json().accessToken },
      payload: { customer: { customerId: customer.json().customerId }, location: { locationId: 1 }, applicationType: 'Card', status: 'Created' },
    });
    expect(created.statusCode).toBe(201);
    const version = (await api.app.catalog.versions()).ae;
    const reference = created.json().reference as string;
    // The visitor chose the card (as a submit records it).
    await api.app.db.update(applications).set({ productId: cardId }).where(eq(applications.reference, reference));

    await publishFee(3579);
    expect((await liveCard(cardId)).costs.annualFee).toBe(3579);
    // The same create repeated (a retry after a lost answer) answers the first application, which keeps its version.
    const repeated = await api.app.inject({
      method: 'POST', url: '/api/applications/public', headers: { ...headers, 'x-access-token': customer.json().accessToken },
      payload: { customer: { customerId: customer.json().customerId }, location: { locationId: 1 }, applicationType: 'Card', status: 'Created' },
    });
    expect(repeated.json().reference).toBe(reference);

    const support = await signInAs(api, 'support');
    const seen = await support.get(`/applications/${reference}/key-facts`);
    expect(seen.statusCode).toBe(200);
    expect(version).toBeGreaterThan(1);
    expect(seen.json()).toMatchObject({ reference, market: 'ae', catalogVersion: version });
    const annualFee = (seen.json().keyFacts.facts as { id: string; value: string }[]).filter((f) => f.id.startsWith('annualFee')).map((f) => f.value).join(' ');
    expect(annualFee).toContain('2,468');
    expect(annualFee).not.toContain('3,579');
  });

  it('switches two instances to a version published for a later time at the same moment, by their clocks', async () => {
    const draft = await writeCard(await newDraft(), (card) => (card.name.en = 'Falcon Scheduled Card'));
    const cardId = firstCard(draft).id;
    const at = '2099-01-01T09:00';
    const scheduled = await editor.post(`/catalog/drafts/${draft.id}/publish`, { at });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', publishAt: '2099-01-01T05:00:00.000Z' });

    const url = api.app.config.DATABASE_URL;
    const other = url.startsWith('postgres') ? await openDatabase(url, api.app.config.DATA_DIR) : undefined;
    let clock = Date.parse('2099-01-01T04:59:59.000Z');
    const first = new CatalogService(api.app.db, 5000, () => clock);
    const secondInstance = new CatalogService(other?.db ?? api.app.db, 5000, () => clock);
    try {
      expect((await liveCard(cardId, first)).productName).not.toBe('Falcon Scheduled Card');
      expect((await liveCard(cardId, secondInstance)).productName).not.toBe('Falcon Scheduled Card');
      clock = Date.parse('2099-01-01T05:00:00.000Z');
      expect((await liveCard(cardId, first)).productName).toBe('Falcon Scheduled Card');
      expect((await liveCard(cardId, secondInstance)).productName).toBe('Falcon Scheduled Card');
    } finally {
      await other?.close();
    }
    // The instance on the real clock serves the live version still.
    expect((await liveCard(cardId)).productName).not.toBe('Falcon Scheduled Card');
  });

  const svgIcon = (colour: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="${colour}"/></svg>`);
  const uploadIcon = async (draft: CatalogDraft, name: string, colour: string) => {
    const uploaded = await editor.post('/catalog/images', { draftId: draft.id, folder: 'features', name, dataBase64: svgIcon(colour).toString('base64') });
    expect(uploaded.statusCode).toBe(201);
  };
  const servedIcon = async (name: string) => {
    const answer = await api.app.inject({ method: 'GET', url: `/api/images/public/${name}` });
    return answer.statusCode === 200 ? answer.body : answer.statusCode;
  };

  it('serves a draft\'s uploaded images on the storefront from the moment the draft is published', async () => {
    const draft = await newDraft();
    await uploadIcon(draft, 'published-icon.svg', '#0a7e4f');
    expect(await servedIcon('published-icon.svg')).toBe(404);
    const named = await writeCard(draft, (card) => (card.name.en = 'Falcon Card With Icon'));
    expect((await editor.post(`/catalog/drafts/${named.id}/publish`, {})).json().status).toBe('published');
    expect(await servedIcon('published-icon.svg')).toContain('#0a7e4f');
  });

  it('keeps a scheduled draft\'s images off the storefront until its version takes effect, then serves them, a replaced one too', async () => {
    const live = await newDraft();
    await uploadIcon(live, 'scheduled-icon.svg', '#111111');
    expect((await editor.post(`/catalog/drafts/${(await writeCard(live, (card) => (card.name.en = 'Falcon Icon One'))).id}/publish`, {})).json().status).toBe('published');
    expect(await servedIcon('scheduled-icon.svg')).toContain('#111111');

    const draft = await newDraft();
    await uploadIcon(draft, 'scheduled-icon.svg', '#222222');
    await uploadIcon(draft, 'scheduled-new-icon.svg', '#333333');
    const named = await writeCard(draft, (card) => (card.name.en = 'Falcon Icon Two'));
    const scheduled = await editor.post(`/catalog/drafts/${named.id}/publish`, { at: '2098-06-01T09:00' });
    expect(scheduled.json().status).toBe('scheduled');
    expect(await servedIcon('scheduled-icon.svg')).toContain('#111111');
    expect(await servedIcon('scheduled-new-icon.svg')).toBe(404);

    // The time comes (the version's effective time moved to the database's now): whichever instance
    // writes the version to the catalog's tables makes its images live in the same transaction.
    const [latest] = (await editor.get('/catalog/versions?market=ae')).json().versions;
    await api.app.db.update(catalogVersions).set({ effectiveAt: sql`now()` })
      .where(and(eq(catalogVersions.market, 'ae'), eq(catalogVersions.version, latest.version)));
    expect(await writeLiveVersions(api.app.db)).toBe(true);
    api.app.catalog.recheck();
    expect(await servedIcon('scheduled-icon.svg')).toContain('#222222');
    expect(await servedIcon('scheduled-new-icon.svg')).toContain('#333333');
    expect((await liveCard(firstCard(named).id)).productName).toBe('Falcon Icon Two');
  });

  it('reads a draft approved for a later time as scheduled until its version takes effect, then as published on its page and in the lists', async () => {
    const draft = await writeCard(await newDraft(), (card) => (card.costs.annualFee = 1357));
    expect((await editor.post(`/catalog/drafts/${draft.id}/publish`, { at: '2097-03-01T09:00' })).json().status).toBe('awaiting-approval');
    const approved = await second.post(`/catalog/drafts/${draft.id}/approval`, { approve: true });
    expect(approved.json()).toMatchObject({ status: 'scheduled', publishAt: '2097-03-01T05:00:00.000Z' });

    const statusOnPage = async () => (await editor.get(`/catalog/drafts/${draft.id}`)).json().status;
    const listed = async (all: boolean) => ((await editor.get(`/catalog/drafts?market=ae${all ? '&all=true' : ''}`)).json().drafts as CatalogDraft[])
      .find((d) => d.id === draft.id)?.status;
    expect(await statusOnPage()).toBe('scheduled');
    expect(await listed(false)).toBe('scheduled');
    expect(await listed(true)).toBe('scheduled');

    // The time comes (the version's effective time moved to the database's now), before any instance writes it to the catalog's tables.
    const [latest] = (await editor.get('/catalog/versions?market=ae')).json().versions;
    expect(latest.sourceDraftId).toBe(draft.id);
    await api.app.db.update(catalogVersions).set({ effectiveAt: sql`now()` })
      .where(and(eq(catalogVersions.market, 'ae'), eq(catalogVersions.version, latest.version)));
    expect(await statusOnPage()).toBe('published');
    expect(await listed(false)).toBeUndefined();
    expect(await listed(true)).toBe('published');
    const edit = await editor.call('PUT', `/catalog/drafts/${draft.id}/entities/card/${firstCard(draft).id}`, { revision: draft.revision, entity: firstCard(draft) });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'catalog.draft-closed', detail: `Catalog draft ${draft.id} is published: it can no longer be changed.` });

    // The instance that writes the version to the tables records the draft as published.
    expect(await writeLiveVersions(api.app.db)).toBe(true);
    const [stored] = await api.app.db.select({ status: catalogDrafts.status }).from(catalogDrafts).where(eq(catalogDrafts.id, draft.id));
    expect(stored.status).toBe('published');
    expect(await statusOnPage()).toBe('published');
    api.app.catalog.recheck();
    expect((await liveCard(firstCard(draft).id)).costs.annualFee).toBe(1357);
  });
});
