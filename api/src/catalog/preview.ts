import { catalogPreviewParam, type CatalogDraftStatus } from '@storefront/shared/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { CountryCode } from '../domain/types.js';
import { ProblemError } from '../plugins/app/problem-error.js';
import { PreviewTokens, PreviewTokenRefused } from './preview-token.js';
import type { CatalogService, CatalogSnapshot } from './service.js';
import { snapshotOf } from './snapshot-of.js';
import type { Catalog, CountryFile } from './types.js';

/** What a preview needs of a draft. */
export interface PreviewableDraft {
  id: number;
  market: CountryCode;
  status: CatalogDraftStatus;
  revision: number;
  document: CountryFile;
}

/** Where the drafts and the live catalog's documents are read from. */
export interface PreviewSources {
  draft(db: Db, id: number): Promise<PreviewableDraft | undefined>;
  /** The live catalog with `document` in place of its market's live document. */
  liveCatalogWith(db: Db, document: CountryFile): Promise<Catalog>;
}

/** A draft whose preview still works: being edited, awaiting approval or scheduled. */
export const isPreviewable = (status: CatalogDraftStatus) => status === 'open' || status === 'awaiting-approval' || status === 'scheduled';

const tokens = new WeakMap<Config, PreviewTokens>();

/**
 * The preview tokens of a configuration: one signer per start for the public API and the operator
 * listener (both built from the same settings), so that an empty CATALOG_PREVIEW_KEY's random key
 * is the same for the link and for its checks.
 */
export function previewTokensFor(config: Config): PreviewTokens {
  let signer = tokens.get(config);
  if (!signer) {
    signer = new PreviewTokens(config.CATALOG_PREVIEW_KEY, config.CATALOG_PREVIEW_TTL_HOURS * 3_600_000);
    tokens.set(config, signer);
  }
  return signer;
}

/** The storefront's address that opens a draft's preview. */
export function previewUrl(storefrontUrl: string, token: string): string {
  const url = new URL('/', storefrontUrl);
  url.searchParams.set(catalogPreviewParam, token);
  return url.toString();
}

/** How many drafts' snapshots are kept built (a snapshot holds a whole catalog). */
const keptSnapshots = 4;

/**
 * The catalogs previews are answered from: the live catalog with the draft's market document in
 * place of its market's, built once per draft revision and live catalog, the latest few kept.
 */
export class DraftPreviews {
  private readonly built = new Map<string, Promise<CatalogSnapshot>>();

  constructor(
    private readonly tokens: PreviewTokens,
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly sources: PreviewSources,
  ) {}

  /** The draft a token previews and its catalog; refused (PreviewTokenRefused, ProblemError) otherwise. */
  async resolve(token: string): Promise<{ draftId: number; snapshot: CatalogSnapshot }> {
    const { draftId } = await this.tokens.verify(token);
    const id = Number(draftId);
    if (!Number.isSafeInteger(id)) throw new PreviewTokenRefused('invalid');
    const draft = await this.sources.draft(this.db, id);
    if (!draft || !isPreviewable(draft.status)) {
      throw new ProblemError(403, 'preview.ended', 'The preview has ended', 'The draft this preview link shows was published or discarded.');
    }
    const live = await this.catalog.get();
    const key = `${draft.id}:${draft.revision}:${live.checksum}`;
    let snapshot = this.built.get(key);
    if (!snapshot) {
      snapshot = this.build(draft, key);
      this.built.set(key, snapshot);
      snapshot.catch(() => this.built.delete(key));
      while (this.built.size > keptSnapshots) this.built.delete(this.built.keys().next().value!);
    }
    return { draftId: id, snapshot: await snapshot };
  }

  private async build(draft: PreviewableDraft, key: string): Promise<CatalogSnapshot> {
    return snapshotOf(await this.sources.liveCatalogWith(this.db, draft.document), `preview:${key}`);
  }
}
