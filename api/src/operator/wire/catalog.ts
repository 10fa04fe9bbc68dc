/** Catalog drafts as the operator API answers them (shared/src/contract/operator/catalog.ts). */
import type { CatalogDraft, CatalogDraftSummary } from '@storefront/shared/contract';
import type { DraftWithProblems } from '../../services/catalog-drafts/index.js';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const draftSummaryOf = ({ row, problems }: DraftWithProblems): CatalogDraftSummary => ({
  id: row.id, market: row.market, baseVersion: row.baseVersion, status: row.status, revision: row.revision, title: row.title,
  problemCount: problems.length, createdBy: row.createdBy, createdAt: row.createdAt.toISOString(), updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.toISOString(), publishAt: iso(row.publishAt), requestedBy: row.requestedBy, approvedBy: row.approvedBy,
});

export const draftOf = (draft: DraftWithProblems): CatalogDraft => ({
  ...draftSummaryOf(draft), document: draft.row.document, problems: draft.problems,
});
