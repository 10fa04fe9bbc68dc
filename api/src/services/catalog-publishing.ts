import type { CatalogDiffEntry, CountryFile, MarketCode } from '@storefront/shared/contract';
import type { Db } from '../db/client.js';
import type { CatalogService } from '../catalog/service.js';
import { draftById, insertDraft, setDraftStatus } from '../db/repositories/catalog-drafts.js';
import {
  copyDraftImages, decidePublishRequest, insertPublishRequest, insertVersion, openRequestOfDraft, versionRow,
} from '../db/repositories/catalog-versions.js';
import { liveMarketDocument, writeLiveVersions } from '../catalog/live-document.js';
import { diffDocuments } from '../catalog/document-diff.js';
import { marketLocalTime } from '../catalog/market-time.js';
import { catalogDraft } from './catalog-drafts/index.js';
import { writeAudit, type Actor } from './audit.js';
import { DomainError, conflict, unprocessable } from '../domain/problem.js';

export interface PublishDeps {
  db: Db;
  catalog: CatalogService;
}

/** What a publish request came to: published (live now), scheduled (live at effectiveAt) or awaiting a second operator. */
export interface PublishOutcome {
  status: 'published' | 'scheduled' | 'awaiting-approval';
  market: MarketCode;
  /** The new version; null while it awaits approval. */
  version: number | null;
  effectiveAt: Date | null;
  /** The cost figures that change (why a second operator must approve). */
  costChanges: CatalogDiffEntry[];
}

const draftNotFound = (id: number) => new DomainError('not-found', 'catalog.draft-not-found', 'Not Found', `Catalog draft ${id} does not exist.`, 'not-found');
const versionNotFound = (market: string, version: number) =>
  new DomainError('not-found', 'catalog.version-not-found', 'Not Found', `Version ${version} of the ${market.toUpperCase()} catalog does not exist.`, 'not-found');

/** When a publish takes effect: now, or the local date-time of the market, which must not be past. */
function effectiveTime(market: MarketCode, at: string | undefined, now: number): Date | null {
  if (!at) return null;
  const when = marketLocalTime(market, at);
  if (Number.isNaN(when.getTime())) throw unprocessable('catalog.publish-time', 'Invalid publish time', `${at} is not a date and time.`);
  if (when.getTime() <= now) {
    throw unprocessable('catalog.publish-time', 'Publish time passed', `${at} (${market.toUpperCase()} time) has passed; publish now or choose a later time.`);
  }
  return when;
}

/** Makes `document` the market's next version, effective at `effectiveAt` (now when null), and has this instance serve it at once when due. */
async function makeVersion(
  deps: PublishDeps, values: { market: MarketCode; document: CountryFile; effectiveAt: Date | null; publishedBy: number | null; approvedBy: number | null; sourceDraftId: number | null; republishOf: number | null },
): Promise<{ version: number; effectiveAt: Date }> {
  const effectiveAt = values.effectiveAt ?? new Date(deps.catalog.now());
  const version = await deps.db.transaction(async (tx) => {
    // Published now, the draft's images go live with it; scheduled, they go live as it takes effect (writeLiveVersions).
    if (values.sourceDraftId !== null && !values.effectiveAt) await copyDraftImages(tx, values.sourceDraftId);
    return insertVersion(tx, {
      market: values.market, document: values.document, effectiveAt, publishedBy: values.publishedBy, approvedBy: values.approvedBy,
      sourceDraftId: values.sourceDraftId === null ? null : String(values.sourceDraftId), republishOf: values.republishOf,
    });
  });
  deps.catalog.recheck();
  if (!values.effectiveAt) await writeLiveVersions(deps.db);
  return { version, effectiveAt };
}

/**
 * Publishes a draft now or at a local date-time of its market. A draft that changes a cost figure
 * against the live catalog waits for a second operator (approveDraft); any other is published (or
 * scheduled) at once. A draft with problems is refused. Audited.
 */
export async function publishDraft(deps: PublishDeps, actor: Actor, draftId: number, at?: string, republishOf: number | null = null): Promise<PublishOutcome> {
  const { row, problems } = await catalogDraft(deps.db, draftId).catch(() => { throw draftNotFound(draftId); });
  if (row.status !== 'open') throw conflict('catalog.draft-closed', 'Draft not open', `Draft ${draftId} is ${row.status}; only an open draft can be published.`);
  if (problems.length) {
    throw unprocessable('catalog.draft-has-problems', 'Draft has problems', `Draft ${draftId} has ${problems.length} problem(s) to fix before it can be published.`);
  }
  const market = row.market as MarketCode;
  const effectiveAt = effectiveTime(market, at, deps.catalog.now());
  const live = await liveMarketDocument(deps.db, market, deps.catalog.now());
  const costChanges = diffDocuments(live.document, row.document).filter((e) => e.costFigure);
  if (costChanges.length) {
    await deps.db.transaction(async (tx) => {
      await insertPublishRequest(tx, {
        market, document: row.document, baseVersion: live.version, effectiveAt, requestedBy: actor.id!, sourceDraftId: String(draftId), republishOf,
      });
      await setDraftStatus(tx, draftId, { status: 'awaiting-approval', publishAt: effectiveAt, requestedBy: actor.email });
      await writeAudit(tx, actor, {
        action: 'catalog.publish-requested', targetType: 'catalog-draft', targetId: String(draftId),
        before: { status: row.status }, after: { status: 'awaiting-approval', market, effectiveAt, costChanges: costChanges.length, republishOf },
      });
    });
    return { status: 'awaiting-approval', market, version: null, effectiveAt, costChanges };
  }
  const made = await makeVersion(deps, { market, document: row.document, effectiveAt, publishedBy: actor.id, approvedBy: null, sourceDraftId: draftId, republishOf });
  const status = effectiveAt ? 'scheduled' : 'published';
  await deps.db.transaction(async (tx) => {
    await setDraftStatus(tx, draftId, { status, publishAt: made.effectiveAt, requestedBy: actor.email });
    await writeAudit(tx, actor, {
      action: 'catalog.published', targetType: 'catalog-version', targetId: `${market}:${made.version}`,
      before: { liveVersion: live.version }, after: { version: made.version, effectiveAt: made.effectiveAt, draftId, republishOf },
    });
  });
  return { status, market, version: made.version, effectiveAt: made.effectiveAt, costChanges };
}

/**
 * A second operator's decision on a publish that changes a cost figure: approved, it is published
 * (or scheduled); refused, the draft is open again. The operator who asked cannot decide. Audited.
 */
export async function decideDraft(deps: PublishDeps, actor: Actor, draftId: number, approve: boolean, note?: string): Promise<PublishOutcome> {
  const row = await draftById(deps.db, draftId);
  if (!row) throw draftNotFound(draftId);
  const request = await openRequestOfDraft(deps.db, String(draftId));
  if (!request || row.status !== 'awaiting-approval') {
    throw conflict('catalog.not-awaiting-approval', 'Nothing to approve', `Draft ${draftId} is ${row.status}, not awaiting approval.`);
  }
  if (request.requestedBy === actor.id) {
    throw conflict('catalog.same-operator', 'Same operator', `Draft ${draftId} must be approved by another operator than the one who asked to publish it.`);
  }
  const market = request.market as MarketCode;
  if (!approve) {
    await deps.db.transaction(async (tx) => {
      if (!(await decidePublishRequest(tx, request.id, { status: 'withdrawn', decidedBy: actor.id }))) throw conflict('catalog.not-awaiting-approval', 'Nothing to approve', `Draft ${draftId} was decided meanwhile.`);
      await setDraftStatus(tx, draftId, { status: 'open', publishAt: null, approvedBy: null });
      await writeAudit(tx, actor, { action: 'catalog.publish-refused', targetType: 'catalog-draft', targetId: String(draftId), before: { status: 'awaiting-approval' }, after: { status: 'open', note: note ?? null } });
    });
    return { status: 'awaiting-approval', market, version: null, effectiveAt: null, costChanges: [] };
  }
  if (!(await decidePublishRequest(deps.db, request.id, { status: 'approved', decidedBy: actor.id }))) {
    throw conflict('catalog.not-awaiting-approval', 'Nothing to approve', `Draft ${draftId} was decided meanwhile.`);
  }
  // A time set for the publish that has passed while it waited: it goes live now.
  const effectiveAt = request.effectiveAt && request.effectiveAt.getTime() > deps.catalog.now() ? request.effectiveAt : null;
  const made = await makeVersion(deps, {
    market, document: request.document, effectiveAt, publishedBy: request.requestedBy, approvedBy: actor.id, sourceDraftId: draftId, republishOf: request.republishOf,
  });
  const status = effectiveAt ? 'scheduled' : 'published';
  await deps.db.transaction(async (tx) => {
    await decidePublishRequest(tx, request.id, { status: 'approved', decidedBy: actor.id, version: made.version }).catch(() => undefined);
    await setDraftStatus(tx, draftId, { status, publishAt: made.effectiveAt, approvedBy: actor.email });
    await writeAudit(tx, actor, {
      action: 'catalog.publish-approved', targetType: 'catalog-version', targetId: `${market}:${made.version}`,
      before: { status: 'awaiting-approval', requestedBy: request.requestedBy }, after: { version: made.version, effectiveAt: made.effectiveAt, draftId, note: note ?? null },
    });
  });
  return { status, market, version: made.version, effectiveAt: made.effectiveAt, costChanges: [] };
}

/**
 * Rollback: an earlier version's document published again as a new version, through a draft of
 * its own, under the same rule (a second operator when a cost figure changes against the live one).
 */
export async function republishVersion(deps: PublishDeps, actor: Actor, market: MarketCode, version: number, at?: string): Promise<PublishOutcome & { draftId: number }> {
  const row = await versionRow(deps.db, market, version);
  if (!row) throw versionNotFound(market, version);
  const live = await liveMarketDocument(deps.db, market, deps.catalog.now());
  const draft = await insertDraft(deps.db, {
    market, baseVersion: live.version, title: `Re-publish of version ${version}`, document: row.document, createdBy: actor.email,
  });
  await writeAudit(deps.db, actor, { action: 'catalog.republish-requested', targetType: 'catalog-version', targetId: `${market}:${version}`, after: { draftId: draft.id } });
  return { ...(await publishDraft(deps, actor, draft.id, at, version)), draftId: draft.id };
}
