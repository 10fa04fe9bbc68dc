import { draftById } from '../db/repositories/catalog-drafts.js';
import { versionHeads } from '../db/repositories/catalog-versions.js';
import { catalogOfVersions, liveVersionsAt } from './live-document.js';
import type { PreviewSources } from './preview.js';

/** A preview reads its draft from the drafts' table and the other markets' live versions. */
export const previewSources: PreviewSources = {
  draft: (db, id) => draftById(db, id),
  liveCatalogWith: async (db, document) => catalogOfVersions(db, liveVersionsAt(await versionHeads(db), Date.now()), document),
};
