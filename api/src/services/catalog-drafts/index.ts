/**
 * Drafts of a market's catalog (role `catalog` in the operator console): a copy of the live market
 * document (or an imported YAML file) edited entity by entity by one or more operators, checked
 * by the catalog validator's rules on every write, compared with the live catalog, exported as
 * YAML. Every write names the draft's revision it was made on: a write of an entity someone else
 * saved since is refused (409) and changes nothing, while writes of different entities all stay. Every write is audited in its transaction, with before and after.
 */
import YAML from 'yaml';
import {
  CountryFileSchema, catalogEntityArrays, marketCodes,
  type CatalogDiff, type CatalogEntityKind, type CatalogImageUpload, type CatalogProblem, type CountryFile, type MarketCode,
} from '@storefront/shared/contract';
import type { Tx } from '../../db/client.js';
import {
  draftById, draftImageNames, insertDraft, listDrafts, liveImageNames, setDraftStatus, upsertDraftImage, writeDraftDocument, type DraftRow,
} from '../../db/repositories/catalog-drafts.js';
import { versionHeads, versionRow } from '../../db/repositories/catalog-versions.js';
import { catalogOfVersions, liveMarketDocument, liveVersionsAt } from '../../catalog/live-document.js';
import { diffDocuments, entityLabel } from '../../catalog/document-diff.js';
import { DomainError } from '../../domain/problem.js';
import { writeAudit, type Actor } from '../audit.js';
import { documentProblems, entitySchema, problemsUnder, shapeProblems, type CatalogSurroundings } from './problems.js';
import { checkImage, ImageRefused } from './images.js';

/** A write refused with what is wrong (422) or made on an older revision (409); the route answers `body`. */
export class CatalogWriteError extends Error {
  constructor(
    readonly status: 409 | 422,
    readonly body: { message: string; problems?: CatalogProblem[]; revision?: number },
  ) {
    super(body.message);
    this.name = 'CatalogWriteError';
  }
}

const draftNotFound = (id: number) =>
  new DomainError('not-found', 'catalog.draft-not-found', 'Not Found', `Catalog draft ${id} does not exist.`, 'not-found');
const draftClosed = (row: DraftRow) =>
  new DomainError('conflict', 'catalog.draft-closed', 'Draft closed to edits', `Catalog draft ${row.id} is ${row.status}: it can no longer be changed.`);
const entityNotFound = (kind: CatalogEntityKind, id: number) =>
  new DomainError('not-found', 'catalog.entity-not-found', 'Not Found', `The draft has no ${kind} ${id}.`, 'not-found');
const refused = (message: string, problems: CatalogProblem[]) => new CatalogWriteError(422, { message, problems });

/** The rest of the live catalog a market document is checked against, and the images it may name. */
async function surroundings(db: Tx, draftId?: number): Promise<CatalogSurroundings> {
  const live = await catalogOfVersions(db, liveVersionsAt(await versionHeads(db), Date.now()));
  const images = [...(await liveImageNames(db)), ...(draftId ? await draftImageNames(db, draftId) : [])];
  return { common: live.common, others: live.countries, images };
}

export interface DraftWithProblems {
  row: DraftRow;
  problems: CatalogProblem[];
}

async function withProblems(db: Tx, row: DraftRow): Promise<DraftWithProblems> {
  return { row, problems: documentProblems(row.document, await surroundings(db, row.id)) };
}

/** A market's drafts (every market's without one) with their problems counted. */
export async function catalogDrafts(db: Tx, market?: MarketCode, all = false): Promise<DraftWithProblems[]> {
  const rows = await listDrafts(db, market, { all });
  const around = await surroundings(db);
  const drafts: DraftWithProblems[] = [];
  // One after the other: `db` may be a transaction, whose one connection takes a query at a time.
  for (const row of rows) {
    const images = [...around.images, ...(await draftImageNames(db, row.id))];
    drafts.push({ row, problems: documentProblems(row.document, { ...around, images }) });
  }
  return drafts;
}

export async function catalogDraft(db: Tx, id: number): Promise<DraftWithProblems> {
  const row = await draftById(db, id);
  if (!row) throw draftNotFound(id);
  return withProblems(db, row);
}

/** A new draft: a copy of the market's live document. */
export async function createDraft(db: Tx, actor: Actor, market: MarketCode): Promise<DraftWithProblems> {
  const row = await db.transaction(async (tx) => {
    const live = await liveMarketDocument(tx, market);
    const draft = await insertDraft(tx, {
      market, baseVersion: live.version || null, document: live.document, createdBy: actor.email,
      title: live.version ? `Changes to ${market} version ${live.version}` : `Changes to ${market}`,
    });
    await writeAudit(tx, actor, { action: 'catalog-draft.created', targetType: 'catalog-draft', targetId: String(draft.id), after: { market, baseVersion: draft.baseVersion } });
    return draft;
  });
  return withProblems(db, row);
}

/** How the draft records the last write of an entity: 'card:1201', or 'market' for the market's figures. */
const entityKey = (kind: CatalogEntityKind | 'market', id?: number) => (kind === 'market' ? 'market' : `${kind}:${id}`);

/**
 * Locks an editable draft for a write of `key` made on the revision the editor read: refused (409,
 * nothing changed) when that entity was written since; a write of another entity since is kept.
 */
async function editableDraft(tx: Tx, id: number, revision: number, key: string): Promise<DraftRow> {
  const row = await draftById(tx, id, { forUpdate: true });
  if (!row) throw draftNotFound(id);
  if (row.status !== 'open') throw draftClosed(row);
  const lastWrite = row.entityRevisions[key] ?? 0;
  if (revision > row.revision || lastWrite > revision) {
    throw new CatalogWriteError(409, {
      message: `Someone else saved this entry since you opened it (draft revision ${revision}, now ${row.revision}). Nothing was saved: reload it and make your change again.`,
      revision: row.revision,
    });
  }
  return row;
}

type Entity = { id: number } & Record<string, unknown>;
const entitiesOf = (document: CountryFile, kind: CatalogEntityKind) => document[catalogEntityArrays[kind]] as unknown as Entity[];

/**
 * Writes one entity (bank, card, ...) into the draft, replacing the one of that id or adding it at
 * the end; refused (422) with its problems on the entity's own fields when it breaks a rule.
 */
export async function writeEntity(db: Tx, actor: Actor, id: number, kind: CatalogEntityKind, entityId: number, revision: number, entity: unknown): Promise<DraftWithProblems> {
  const row = await db.transaction(async (tx) => {
    const draft = await editableDraft(tx, id, revision, entityKey(kind, entityId));
    const given = (typeof entity === 'object' && entity !== null && !Array.isArray(entity) ? { id: entityId, ...entity } : entity) as Entity;
    if (typeof given === 'object' && given !== null && given.id !== entityId) {
      throw refused('The entity was not saved.', [{ path: ['id'], message: `The id must be the one being edited (${entityId})` }]);
    }
    const shape = shapeProblems(entitySchema(kind), given);
    if (shape.length) throw refused('The entity was not saved: correct the fields marked.', shape);

    const list = entitiesOf(draft.document, kind);
    const index = list.findIndex((e) => e.id === entityId);
    const before = index >= 0 ? list[index] : null;
    const nextList = index >= 0 ? list.map((e, i) => (i === index ? given : e)) : [...list, given];
    const document = { ...draft.document, [catalogEntityArrays[kind]]: nextList } as CountryFile;
    const all = documentProblems(document, await surroundings(tx, id));
    const own = problemsUnder(all, [catalogEntityArrays[kind], index >= 0 ? index : list.length]);
    if (own.length) throw refused('The entity was not saved: correct the fields marked.', own);

    const written = await writeDraftDocument(tx, id, document, actor.email, entityKey(kind, entityId));
    await writeAudit(tx, actor, {
      action: 'catalog-draft.entity-written', targetType: 'catalog-draft', targetId: String(id),
      before: { revision: draft.revision, kind, entityId, entity: before },
      after: { revision: written.revision, kind, entityId, entity: given, label: entityLabel(kind, given) },
    });
    return written;
  });
  return withProblems(db, row);
}

/** Removes one entity from the draft (what still names it is then listed among the draft's problems). */
export async function removeEntity(db: Tx, actor: Actor, id: number, kind: CatalogEntityKind, entityId: number, revision: number): Promise<DraftWithProblems> {
  const row = await db.transaction(async (tx) => {
    const draft = await editableDraft(tx, id, revision, entityKey(kind, entityId));
    const list = entitiesOf(draft.document, kind);
    const before = list.find((e) => e.id === entityId);
    if (!before) throw entityNotFound(kind, entityId);
    const document = { ...draft.document, [catalogEntityArrays[kind]]: list.filter((e) => e.id !== entityId) } as CountryFile;
    const written = await writeDraftDocument(tx, id, document, actor.email, entityKey(kind, entityId));
    await writeAudit(tx, actor, {
      action: 'catalog-draft.entity-removed', targetType: 'catalog-draft', targetId: String(id),
      before: { revision: draft.revision, kind, entityId, entity: before }, after: { revision: written.revision, kind, entityId, entity: null },
    });
    return written;
  });
  return withProblems(db, row);
}

/** The market's own figures: its bonus amount and the days a bonus stays pending. */
export async function writeMarketFigures(db: Tx, actor: Actor, id: number, revision: number, bonusAmount: unknown, bonusLockDays: unknown): Promise<DraftWithProblems> {
  const row = await db.transaction(async (tx) => {
    const draft = await editableDraft(tx, id, revision, entityKey('market'));
    const document = { ...draft.document, bonus: { ...draft.document.bonus, amount: bonusAmount }, bonusLockDays } as CountryFile;
    const shape = shapeProblems(CountryFileSchema, document);
    const problems = [
      ...problemsUnder(shape, ['bonus', 'amount']).map((p) => ({ path: ['bonusAmount', ...p.path], message: p.message.replace(/^Amount/, 'Bonus amount') })),
      ...problemsUnder(shape, ['bonusLockDays']).map((p) => ({ path: ['bonusLockDays', ...p.path], message: p.message })),
    ];
    if (problems.length) throw refused('The market\'s figures were not saved: correct the fields marked.', problems);
    const written = await writeDraftDocument(tx, id, document, actor.email, entityKey('market'));
    await writeAudit(tx, actor, {
      action: 'catalog-draft.market-written', targetType: 'catalog-draft', targetId: String(id),
      before: { revision: draft.revision, bonusAmount: draft.document.bonus.amount, bonusLockDays: draft.document.bonusLockDays },
      after: { revision: written.revision, bonusAmount, bonusLockDays },
    });
    return written;
  });
  return withProblems(db, row);
}

/** Discards an open draft (or one waiting for approval); it stays listed among every draft. */
export async function discardDraft(db: Tx, actor: Actor, id: number): Promise<DraftWithProblems> {
  const row = await db.transaction(async (tx) => {
    const draft = await draftById(tx, id, { forUpdate: true });
    if (!draft) throw draftNotFound(id);
    if (draft.status !== 'open' && draft.status !== 'awaiting-approval') throw draftClosed(draft);
    const discarded = await setDraftStatus(tx, id, { status: 'discarded' });
    await writeAudit(tx, actor, {
      action: 'catalog-draft.discarded', targetType: 'catalog-draft', targetId: String(id), before: { status: draft.status }, after: { status: discarded.status },
    });
    return discarded;
  });
  return withProblems(db, row);
}

/** What the draft changes against the market's live catalog. */
export async function draftDiff(db: Tx, id: number): Promise<CatalogDiff> {
  const row = await draftById(db, id);
  if (!row) throw draftNotFound(id);
  const live = await liveMarketDocument(db, row.market);
  return { market: row.market, liveVersion: live.version || null, entries: diffDocuments(live.document, row.document) };
}

/** A market document as the YAML exchange file (seed/catalog/<market>.yaml). */
export function documentYaml(document: CountryFile): string {
  return YAML.stringify(document, { lineWidth: 0 });
}

export interface CatalogExport {
  fileName: string;
  yaml: string;
}

export async function exportDraft(db: Tx, id: number): Promise<CatalogExport> {
  const row = await draftById(db, id);
  if (!row) throw draftNotFound(id);
  return { fileName: `${row.market}-draft-${row.id}.yaml`, yaml: documentYaml(row.document) };
}

/** A published version of the market's catalog, or the live one without `version`. */
export async function exportVersion(db: Tx, market: MarketCode, version?: number): Promise<CatalogExport> {
  if (version === undefined) {
    const live = await liveMarketDocument(db, market);
    return { fileName: `${market}${live.version ? `-v${live.version}` : ''}.yaml`, yaml: documentYaml(live.document) };
  }
  const row = await versionRow(db, market, version);
  if (!row) throw new DomainError('not-found', 'catalog.version-not-found', 'Not Found', `The ${market} catalog has no version ${version}.`, 'not-found');
  return { fileName: `${market}-v${version}.yaml`, yaml: documentYaml(row.document) };
}

/** The YAML of a market's file, or what keeps it from being one. */
function parseMarketYaml(text: string): CountryFile {
  let parsed: unknown;
  try {
    parsed = YAML.parse(text, { prettyErrors: true });
  } catch (err) {
    const where = (err as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    throw refused('The file was not imported: it is not valid YAML.', [{
      path: [], message: `The file is not valid YAML${where ? ` (line ${where.line}, column ${where.col})` : ''}`,
    }]);
  }
  const country = (parsed as { country?: unknown } | null)?.country;
  if (typeof parsed !== 'object' || parsed === null || !(marketCodes as readonly unknown[]).includes(country)) {
    throw refused('The file was not imported: it is not a market\'s catalog file.', [{
      path: ['country'], message: `The file must name its market (country: ${marketCodes.join(', ')})`,
    }]);
  }
  const shape = shapeProblems(CountryFileSchema, parsed);
  if (shape.length) throw refused('The file was not imported: correct the fields listed.', shape);
  return parsed as CountryFile;
}

/** A market's YAML file as a new draft; what keeps it from being published is listed on the draft. */
export async function importDraft(db: Tx, actor: Actor, yaml: string, fileName = 'an uploaded file'): Promise<DraftWithProblems> {
  const document = parseMarketYaml(yaml);
  const row = await db.transaction(async (tx) => {
    const draft = await insertDraft(tx, { market: document.country, baseVersion: null, document, createdBy: actor.email, title: `Imported from ${fileName}`.slice(0, 200) });
    await writeAudit(tx, actor, {
      action: 'catalog-draft.imported', targetType: 'catalog-draft', targetId: String(draft.id), after: { market: draft.market, fileName, version: document.version },
    });
    return draft;
  });
  return withProblems(db, row);
}

/** An image uploaded for a draft: an SVG sanitised, a PNG checked; refused (422) otherwise. */
export async function uploadImage(db: Tx, actor: Actor, upload: CatalogImageUpload) {
  let checked;
  try {
    checked = checkImage(upload.name, Buffer.from(upload.dataBase64, 'base64'));
  } catch (err) {
    if (err instanceof ImageRefused) throw refused('The image was not uploaded.', [err.problem]);
    throw err;
  }
  await db.transaction(async (tx) => {
    const draft = await draftById(tx, upload.draftId, { forUpdate: true });
    if (!draft) throw draftNotFound(upload.draftId);
    if (draft.status !== 'open') throw draftClosed(draft);
    await upsertDraftImage(tx, {
      draftId: upload.draftId, folder: upload.folder, name: upload.name, contentType: checked.contentType, body: checked.body, uploadedBy: actor.email,
    });
    await writeAudit(tx, actor, {
      action: 'catalog-draft.image-uploaded', targetType: 'catalog-draft', targetId: String(upload.draftId),
      after: { folder: upload.folder, name: upload.name, contentType: checked.contentType, bytes: checked.body.length, removed: checked.removed },
    });
  });
  return {
    draftId: upload.draftId, folder: upload.folder, name: upload.name, contentType: checked.contentType, bytes: checked.body.length,
    width: checked.width, height: checked.height, removed: checked.removed,
  };
}
