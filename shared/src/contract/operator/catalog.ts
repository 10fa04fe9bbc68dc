/**
 * The catalog in the operator console (role `catalog`; approvals `catalog` or `admin`): drafts of a
 * market's catalog edited entity by entity, their diff against the live catalog, YAML import and
 * export, images, published versions with four-eyes approval, history, rollback and preview links.
 *
 * A market document is one market's catalog file (`CountryFile`, catalog-file.ts) as JSON; drafts
 * and versions are per market.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CountryFileSchema, type CountryFile } from '../catalog-file';
import { CountryCode, Obj } from '../common';
import { KeyFacts } from '../costs';

const At = Type.String({ format: 'date-time' });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/**
 * What a draft edits one at a time. Features carry their sub-features and questions their options,
 * as in the file. A location is what a promo code names (`merchant-location-label`), so the
 * market's locations are its promo codes.
 */
export const catalogEntityKinds = ['bank', 'card', 'loan', 'feature', 'question', 'banner', 'location'] as const;
export type CatalogEntityKind = (typeof catalogEntityKinds)[number];
export const CatalogEntityKindSchema = Type.Union(catalogEntityKinds.map((kind) => Type.Literal(kind)));

/** The market document's array that holds each kind. */
export const catalogEntityArrays = {
  bank: 'banks',
  card: 'cards',
  loan: 'loans',
  feature: 'features',
  question: 'questions',
  banner: 'banners',
  location: 'locations',
} as const satisfies Record<CatalogEntityKind, keyof CountryFile>;

/** One entity in the file's shape, by kind. */
export type CatalogEntityOf<K extends CatalogEntityKind> = CountryFile[(typeof catalogEntityArrays)[K]][number];
export type CatalogEntity = CatalogEntityOf<CatalogEntityKind>;

/**
 * open: being edited; awaiting-approval: publish requested, a cost figure changes, a second
 * operator must approve; scheduled: approved (or needing none) and going live at `publishAt`;
 * published: live (a version was made of it); discarded.
 */
export const catalogDraftStatuses = ['open', 'awaiting-approval', 'scheduled', 'published', 'discarded'] as const;
export type CatalogDraftStatus = (typeof catalogDraftStatuses)[number];
export const CatalogDraftStatusSchema = Type.Union(catalogDraftStatuses.map((s) => Type.Literal(s)));

/** What is wrong with a document, on the field that fails: `['cards', 3, 'costs', 'annualFee']`. */
export const CatalogProblem = Obj({
  path: Type.Array(Type.Union([Type.String(), Type.Integer()])),
  /** In words an operator understands: "Annual fee must be a number from 0 to 1,000,000,000". */
  message: Type.String(),
});

export const CatalogDraftSummary = Obj({
  id: Type.Integer(),
  market: CountryCode,
  /** The live version the draft was copied from (null when the market had none, or an import). */
  baseVersion: Nullable(Type.Integer()),
  status: CatalogDraftStatusSchema,
  /**
   * Grows with every write. A write names the revision it was made on: refused (409) when the
   * entity it writes was saved by someone since; writes of other entities since are kept.
   */
  revision: Type.Integer(),
  /** A short note on where it came from or what it changes ("Imported from ae.yaml"). */
  title: Type.String(),
  problemCount: Type.Integer(),
  createdBy: Type.String(),
  createdAt: At,
  updatedBy: Type.String(),
  updatedAt: At,
  /** When a scheduled draft goes live (UTC). */
  publishAt: Nullable(At),
  requestedBy: Nullable(Type.String()),
  approvedBy: Nullable(Type.String()),
});
export const CatalogDraft = Obj({
  ...CatalogDraftSummary.properties,
  document: CountryFileSchema,
  problems: Type.Array(CatalogProblem),
});
export const CatalogDraftList = Obj({ drafts: Type.Array(CatalogDraftSummary) });
export const CatalogDraftQuery = Obj({
  market: Type.Optional(CountryCode),
  /** Discarded and published drafts are left out unless asked for. */
  all: Type.Optional(Type.Boolean()),
});
export const CatalogDraftCreate = Obj({ market: CountryCode });
export const CatalogDraftParams = Obj({ id: Type.Integer({ minimum: 1 }) });
export const CatalogEntityParams = Obj({
  id: Type.Integer({ minimum: 1 }),
  kind: CatalogEntityKindSchema,
  entityId: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }),
});

/**
 * An entity written into a draft (created or replaced), in the file's shape, on the revision the
 * editor read. The id in the path is the entity's; a new entity takes a free id.
 */
export const CatalogEntityWrite = Obj({
  revision: Type.Integer({ minimum: 0 }),
  entity: Type.Unknown(),
});
/** Removing an entity also names the revision it was read on. */
export const CatalogEntityRemoval = Obj({ revision: Type.Integer({ minimum: 0 }) });
/** The market's own figures: the bonus amount and the days it stays pending. */
export const CatalogMarketWrite = Obj({
  revision: Type.Integer({ minimum: 0 }),
  bonusAmount: Type.Unknown(),
  bonusLockDays: Type.Unknown(),
});
/**
 * A write refused because the entity does not pass validation (422): the problems on the entity's
 * own fields (paths from the entity, e.g. `['costs', 'annualFee']`).
 */
export const CatalogWriteRefused = Obj({
  message: Type.String(),
  problems: Type.Array(CatalogProblem),
});
/** A write of an entity someone else saved since the revision it names (409): nothing was changed. */
export const CatalogWriteConflict = Obj({
  message: Type.String(),
  /** The draft's revision now; read the draft again to see the other write. */
  revision: Type.Integer(),
});
/** A write's 409: an entity saved by someone since (CatalogWriteConflict), or a draft no longer open to edits (a Problem, catalog.draft-closed). */
export const CatalogWriteConflicts = Type.Union([CatalogWriteConflict, Type.Ref('Problem')]);

/** One changed field against the live catalog (or between two versions). */
export const CatalogDiffEntry = Obj({
  kind: Type.Union([CatalogEntityKindSchema, Type.Literal('market')]),
  /** The entity's id; null for the market's own figures. */
  entityId: Nullable(Type.Integer()),
  /** The entity's English name (or the market code). */
  label: Type.String(),
  /** The field's path inside the entity, dotted: `costs.annualFee`, `name.ar`, `options.2.points`; '' when the whole entity is added or removed. */
  field: Type.String(),
  /** Null when added. */
  before: Type.Unknown(),
  /** Null when removed. */
  after: Type.Unknown(),
  /** A cost figure (annual fee, rates, fees, minimum salary, loan amounts): publishing it needs a second operator. */
  costFigure: Type.Boolean(),
});
export const CatalogDiff = Obj({
  market: CountryCode,
  /** The live version compared with (null before any version was published). */
  liveVersion: Nullable(Type.Integer()),
  entries: Type.Array(CatalogDiffEntry),
});

/** A market's YAML file imported as a new draft. */
export const CatalogImport = Obj({
  /** The file's name, shown as the draft's title. */
  fileName: Type.Optional(Type.String({ maxLength: 200 })),
  yaml: Type.String({ minLength: 1, maxLength: 5_000_000 }),
});
/** GET /catalog/exports: the live document (no version) or a published version, as YAML. */
export const CatalogExportQuery = Obj({
  market: CountryCode,
  version: Type.Optional(Type.Integer({ minimum: 1 })),
});

/** An export's answer: the market's catalog file (application/yaml, downloaded as `<market>-v<version>.yaml`). */
export const CatalogYamlFile = Type.String({ description: "The market's catalog file (YAML)" });

/** Where an image is shown; the file's image names are looked up in the folder of their kind. */
export const catalogImageFolders = ['cards', 'features', 'banners'] as const;
export type CatalogImageFolder = (typeof catalogImageFolders)[number];
/** A PNG may be at most this large... */
export const catalogPngMaxBytes = 512 * 1024;
/** ...and at most this many pixels on either side. */
export const catalogPngMaxSide = 2048;
/** An SVG may be at most this large before sanitising. */
export const catalogSvgMaxBytes = 256 * 1024;
/**
 * An image uploaded for a draft (base64 of the file). An SVG is sanitised (scripts, event handlers
 * and external references removed); a PNG is checked for size and dimensions.
 */
export const CatalogImageUpload = Obj({
  draftId: Type.Integer({ minimum: 1 }),
  folder: Type.Union(catalogImageFolders.map((f) => Type.Literal(f))),
  name: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,80}\\.(svg|png)$' }),
  dataBase64: Type.String({ minLength: 1, maxLength: 1_000_000 }),
});
export const CatalogImageStored = Obj({
  draftId: Type.Integer(),
  folder: Type.Union(catalogImageFolders.map((f) => Type.Literal(f))),
  name: Type.String(),
  contentType: Type.Union([Type.Literal('image/svg+xml'), Type.Literal('image/png')]),
  bytes: Type.Integer(),
  /** Pixels, for a PNG. */
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  /** What sanitising took out of an SVG ("script", "onload", "external href"); empty for a PNG. */
  removed: Type.Array(Type.String()),
});

/** A published version of a market's catalog. */
export const CatalogVersionSummary = Obj({
  market: CountryCode,
  version: Type.Integer(),
  publishedAt: At,
  /** When it went (or goes) live for visitors. */
  effectiveAt: At,
  publishedBy: Type.String(),
  approvedBy: Nullable(Type.String()),
  sourceDraftId: Nullable(Type.Integer()),
  /** The version re-published (rollback), when it is one. */
  republishOf: Nullable(Type.Integer()),
});
export const CatalogVersion = Obj({ ...CatalogVersionSummary.properties, document: CountryFileSchema });
export const CatalogVersionList = Obj({ versions: Type.Array(CatalogVersionSummary) });
export const CatalogVersionQuery = Obj({ market: CountryCode });
export const CatalogVersionParams = Obj({ market: CountryCode, version: Type.Integer({ minimum: 1 }) });
export const CatalogCompareQuery = Obj({ from: Type.Integer({ minimum: 1 }), to: Type.Integer({ minimum: 1 }) });

/** Publish now (no `at`) or at a local date-time in the market's time zone (`2026-12-01T00:00`). */
export const PublishRequest = Obj({
  at: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?$' })),
});
/** A second operator approves (or sends back to editing) a publish that changes a cost figure. */
export const CatalogApproval = Obj({
  approve: Type.Boolean(),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
});

/** A link that opens the draft on the storefront, marked Preview, until it expires. */
export const PreviewLink = Obj({ url: Type.String(), expiresAt: At });

/**
 * "Which Key Facts did application SF-… see?": the catalog version the application was made under
 * and the Key Facts of its product as of that version (GET /applications/:reference/key-facts).
 */
export const ApplicationKeyFactsSeen = Obj({
  reference: Type.String(),
  market: CountryCode,
  /** Null for an application made before versions were kept (its Key Facts are then today's). */
  catalogVersion: Nullable(Type.Integer()),
  keyFacts: Nullable(KeyFacts),
});

export type CatalogProblem = Static<typeof CatalogProblem>;
export type CatalogDraftSummary = Static<typeof CatalogDraftSummary>;
export type CatalogDraft = Static<typeof CatalogDraft>;
export type CatalogDraftList = Static<typeof CatalogDraftList>;
export type CatalogDraftQuery = Static<typeof CatalogDraftQuery>;
export type CatalogDraftCreate = Static<typeof CatalogDraftCreate>;
export type CatalogEntityWrite = Static<typeof CatalogEntityWrite>;
export type CatalogEntityRemoval = Static<typeof CatalogEntityRemoval>;
export type CatalogMarketWrite = Static<typeof CatalogMarketWrite>;
export type CatalogWriteRefused = Static<typeof CatalogWriteRefused>;
export type CatalogWriteConflict = Static<typeof CatalogWriteConflict>;
export type CatalogDiffEntry = Static<typeof CatalogDiffEntry>;
export type CatalogDiff = Static<typeof CatalogDiff>;
export type CatalogImport = Static<typeof CatalogImport>;
export type CatalogExportQuery = Static<typeof CatalogExportQuery>;
export type CatalogImageUpload = Static<typeof CatalogImageUpload>;
export type CatalogImageStored = Static<typeof CatalogImageStored>;
export type CatalogVersionSummary = Static<typeof CatalogVersionSummary>;
export type CatalogVersion = Static<typeof CatalogVersion>;
export type CatalogVersionList = Static<typeof CatalogVersionList>;
export type CatalogCompareQuery = Static<typeof CatalogCompareQuery>;
export type PublishRequest = Static<typeof PublishRequest>;
export type CatalogApproval = Static<typeof CatalogApproval>;
export type PreviewLink = Static<typeof PreviewLink>;
export type ApplicationKeyFactsSeen = Static<typeof ApplicationKeyFactsSeen>;
