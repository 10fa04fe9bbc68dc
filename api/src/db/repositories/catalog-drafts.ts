/** Catalog drafts and their uploaded images (migrations/0020); services/catalog-drafts works on them. */
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { CatalogDraftStatus } from '@storefront/shared/contract';
import type { Tx } from '../client.js';
import { catalogDraftImages, catalogDrafts } from '../catalog-draft-schema.js';
import { catalogVersions } from '../catalog-version-schema.js';
import { images } from '../schema.js';
import type { CountryCode } from '../../domain/types.js';

export type DraftRow = typeof catalogDrafts.$inferSelect;
export type DraftImageRow = typeof catalogDraftImages.$inferSelect;
/** What a status change may set besides the status (publishing and approval). */
export type DraftStatusPatch = Partial<Pick<DraftRow, 'status' | 'publishAt' | 'requestedBy' | 'approvedBy' | 'baseVersion'>>;

/** Whether the version made of the draft has taken effect, by the database's clock (the one every instance agrees on). */
const versionTookEffect = sql`exists (
  select 1 from ${catalogVersions}
   where ${catalogVersions.sourceDraftId} = ${catalogDrafts.id}::text and ${catalogVersions.effectiveAt} <= now())`;

/**
 * The draft's status as every reader sees it: a scheduled draft is published from the moment its
 * version takes effect, whether or not an instance has yet recorded it (settleScheduledDrafts).
 */
const draftStatus = sql<CatalogDraftStatus>`case when ${catalogDrafts.status} = 'scheduled' and ${versionTookEffect}
  then 'published' else ${catalogDrafts.status} end`;

const draftColumns = { ...getTableColumns(catalogDrafts), status: draftStatus };

/** A draft; with `forUpdate`, locked until the transaction ends (every write takes it so). */
export async function draftById(db: Tx, id: number, { forUpdate = false } = {}): Promise<DraftRow | undefined> {
  const query = db.select(draftColumns).from(catalogDrafts).where(eq(catalogDrafts.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** A market's drafts (every market's without one), the latest edited first; open ones only unless `all`. */
export async function listDrafts(db: Tx, market?: CountryCode, { all = false } = {}): Promise<DraftRow[]> {
  const conditions = [
    ...(market ? [eq(catalogDrafts.market, market)] : []),
    ...(all ? [] : [inArray(draftStatus, ['open', 'awaiting-approval', 'scheduled'])]),
  ];
  return db.select(draftColumns).from(catalogDrafts).where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(catalogDrafts.updatedAt), desc(catalogDrafts.id));
}

export async function insertDraft(db: Tx, values: Pick<DraftRow, 'market' | 'baseVersion' | 'title' | 'document' | 'createdBy'>): Promise<DraftRow> {
  const [row] = await db.insert(catalogDrafts).values({ ...values, updatedBy: values.createdBy }).returning();
  return row;
}

/** A new document for the draft, one revision on, recording that revision as the last write of `entityKey`. */
export async function writeDraftDocument(db: Tx, id: number, document: DraftRow['document'], by: string, entityKey: string): Promise<DraftRow> {
  const revision = sql`${catalogDrafts.revision} + 1`;
  const [row] = await db.update(catalogDrafts)
    .set({
      document, revision, updatedBy: by, updatedAt: sql`now()`,
      entityRevisions: sql`${catalogDrafts.entityRevisions} || jsonb_build_object(${entityKey}::text, ${revision})`,
    })
    .where(eq(catalogDrafts.id, id)).returning();
  return row;
}

/** Records as published the scheduled drafts whose versions have taken effect (their reads say so already). */
export async function settleScheduledDrafts(db: Tx): Promise<void> {
  await db.update(catalogDrafts).set({ status: 'published' }).where(and(eq(catalogDrafts.status, 'scheduled'), versionTookEffect));
}

/** The draft's status and what goes with it (publishing, approval, discarding). */
export async function setDraftStatus(db: Tx, id: number, patch: DraftStatusPatch): Promise<DraftRow> {
  const [row] = await db.update(catalogDrafts).set({ ...patch, updatedAt: sql`now()` }).where(eq(catalogDrafts.id, id)).returning();
  return row;
}

/** A draft's uploaded images (with their bodies), by folder and name. */
export async function draftImages(db: Tx, draftId: number): Promise<DraftImageRow[]> {
  return db.select().from(catalogDraftImages).where(eq(catalogDraftImages.draftId, draftId))
    .orderBy(asc(catalogDraftImages.folder), asc(catalogDraftImages.name));
}

/** The names of a draft's uploaded images, without their bodies. */
export async function draftImageNames(db: Tx, draftId: number): Promise<Pick<DraftImageRow, 'folder' | 'name'>[]> {
  return db.select({ folder: catalogDraftImages.folder, name: catalogDraftImages.name }).from(catalogDraftImages)
    .where(eq(catalogDraftImages.draftId, draftId));
}

/** Stores an image for the draft, replacing one of the same folder and name. */
export async function upsertDraftImage(db: Tx, values: Omit<DraftImageRow, 'uploadedAt'>): Promise<void> {
  await db.insert(catalogDraftImages).values(values).onConflictDoUpdate({
    target: [catalogDraftImages.draftId, catalogDraftImages.folder, catalogDraftImages.name],
    set: { contentType: values.contentType, body: values.body, uploadedBy: values.uploadedBy, uploadedAt: sql`now()` },
  });
}

/** The folder and name of every image the live catalog serves. */
export async function liveImageNames(db: Tx): Promise<{ folder: string; name: string }[]> {
  return db.select({ folder: images.folder, name: images.name }).from(images);
}
