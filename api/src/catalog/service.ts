import type { Db } from '../db/client.js';
import { catalogChecksum, catalogImage, liveCatalogRows, type LiveCatalogRows } from '../db/repositories/catalog.js';
import type * as t from '../db/schema.js';
import { versionHeads } from '../db/repositories/catalog-versions.js';
import { catalogOfVersions, liveVersionsAt, nextSwitch, versionsKey, versionsOfKey, writeLiveVersions } from './live-document.js';
import { rowsAsRead } from './rows.js';
import type { CountryCode, ProductType } from '../domain/types.js';
import { countries } from '../domain/types.js';
import { currencyOf } from '../domain/country.js';
import { offeredFeatures, type CardMatch, type MatchableCard, type RankedPreference } from '../domain/card-match.js';
import { CardMatchIndex } from '../domain/card-match-index.js';
import type { LoanProduct } from '../domain/loan-offer.js';
import type { CardCostFacts } from '../domain/costs/key-figures.js';
import { languages, type Language } from '@storefront/shared/contract';
import type { EligibilityCriteria } from './types.js';
import { inLanguage } from './localized.js';
import { previewedSnapshot } from './preview-scope.js';
import type { OptionFacts, ProductCriteria } from '../domain/eligibility.js';
import type { CardRewards } from '../domain/card-value.js';
import type { MonthlySpending } from '@storefront/shared/contract';

export interface FeatureView {
  featureId: number;
  featureName: string;
  imageUrl: string;
  active: 'Y' | 'N';
  productType: ProductType;
  selected: boolean;
  subFeatures: Omit<FeatureView, 'productType' | 'subFeatures' | 'islamic'>[];
  /** On the Sharia-compliant feature only. */
  islamic?: true;
}

export interface CardEntry extends MatchableCard {
  productName: string;
  organizationName: string;
  instantIssuance: boolean;
  description: string;
  features: string[];
  routingUrl: string;
  islamic: boolean;
  costs: CardCostFacts;
  /** What the bank asks of an applicant, its minimum salary among them. */
  criteria: ProductCriteria;
  /** What the card earns per spending category; none when absent. */
  rewards?: CardRewards;
}

/** A loan product as the engines read it: every figure present. */
export interface LoanEntry extends LoanProduct {
  islamic: boolean;
  minMonthlySalary: number;
  /** What the bank asks of an applicant, its minimum salary among them. */
  criteria: ProductCriteria;
}

export interface QuestionEntry {
  questionId: number;
  question: string;
  role: 'monthlyIncome' | 'monthlyObligations' | 'desiredTenure' | null;
  options: { optionId: number; optionText: string; hardStop: boolean; points: number; value: number | null; facts: OptionFacts | null }[];
}

export interface ProductEntry {
  productId: number;
  country: CountryCode;
  productType: ProductType;
  productName: string;
  routingUrl: string;
  image: string;
}

export interface CountryCatalog {
  /** The country's currency, e.g. AED. */
  currency: string;
  features: FeatureView[];
  /** Every feature's name by id (active or not), for the match breakdown. */
  featureNames: Map<number, string>;
  /** Card feature ids (active or not) and their parent, for the match rule and for input checks. */
  parentOf: Map<number, number | null>;
  featureActive: Map<number, boolean>;
  /** Ids of the Card features and their sub-features (active or not), for input checks. */
  cardFeatureIds: Set<number>;
  cards: CardEntry[];
  /** The cards indexed for ranking and counting (built with the snapshot, so dropped with it). */
  cardIndex: CardMatchIndex<CardEntry>;
  cardsById: Map<number, CardEntry>;
  loans: LoanEntry[];
  questions: Record<ProductType, QuestionEntry[]>;
  banners: { id: number; title: string; description: string; imageUrl: string; routingUrl: string }[];
  /** Every bank the storefront works with in the country, with who licenses it. */
  banks: { bankId: number; name: string; licence: string }[];
  /** The free bonus promised for any approved card or instant cash loan. */
  bonus: { amount: number; currency: string; lockDays: number };
  /** The monthly spending per category a card's yearly value assumes when the visitor gives none. */
  defaultSpending: MonthlySpending;
}

export interface CatalogImageEntry {
  contentType: string;
  etag: string;
  body: Buffer;
}

export interface CatalogSnapshot {
  checksum: string;
  /** In English. */
  byCountry: Record<CountryCode, CountryCatalog>;
  /**
   * Each country's catalog with its texts in each language (English where a text has no
   * translation). The ranking index is the English catalog's: it ranks by ids only.
   */
  byLanguage: Record<Language, Record<CountryCode, CountryCatalog>>;
  products: Map<number, ProductEntry>;
  /** Every location a promo code can name, by id. */
  locations: Map<number, LocationEntry>;
}

export type LocationEntry = typeof t.locations.$inferSelect;

/** A catalog replaced before markets were stored promises nothing until it is replaced again. */
function marketBonus(row: { bonusAmount: number; bonusCurrency: string; bonusLockDays: number } | undefined, country: CountryCode) {
  return row
    ? { amount: row.bonusAmount, currency: row.bonusCurrency, lockDays: row.bonusLockDays }
    : { amount: 0, currency: currencyOf(country), lockDays: 0 };
}

/** A product's criteria: the catalog's, with the minimum salary; residents of any employment, from 18, when it states none. */
function criteriaOf(eligibility: EligibilityCriteria | null, minMonthlySalary: number | null): ProductCriteria {
  return {
    minMonthlySalary: Number(minMonthlySalary ?? 0), employment: eligibility?.employment ?? [], minAge: eligibility?.minAge ?? 18,
    residency: eligibility?.residency ?? 'resident', salaryTransfer: eligibility?.salaryTransfer ?? false,
    ...(eligibility?.maxDebtBurdenPercent === undefined ? {} : { maxDebtBurdenPercent: eligibility.maxDebtBurdenPercent }),
  };
}

const noSpending: MonthlySpending = { groceries: 0, dining: 0, fuel: 0, travel: 0, online: 0, other: 0 };

type CardTexts = Pick<CardEntry, 'productName' | 'organizationName' | 'description' | 'features'> & { welcomeOffer: string | null };

/**
 * A card in another language, sharing with its English entry everything that is not a text (its
 * offered features, its figures) and every text left untranslated: the English entry itself when
 * no text differs. With 10,000 cards a country, each language would otherwise hold its own copy.
 */
function sharedWith(english: CardEntry, texts: CardTexts): CardEntry {
  const sameFeatures = texts.features.length === english.features.length && texts.features.every((name, i) => name === english.features[i]);
  const sameOffer = texts.welcomeOffer === english.costs.welcomeOffer;
  if (sameFeatures && sameOffer && texts.productName === english.productName && texts.organizationName === english.organizationName
    && texts.description === english.description) return english;
  return {
    ...english,
    productName: texts.productName,
    organizationName: texts.organizationName,
    description: texts.description === english.description ? english.description : texts.description,
    features: sameFeatures ? english.features : texts.features,
    costs: sameOffer ? english.costs : { ...english.costs, welcomeOffer: texts.welcomeOffer },
  };
}

/** Which cards a ranking lists besides the matches, and whether only Sharia-compliant ones. */
export interface RankingOptions {
  islamic?: boolean;
  includeUnmatched?: boolean;
}

/**
 * The live catalog, read from the database into memory: it changes only when an operator replaces
 * it, and the recommendation filter must rank thousands of cards per request. Every instance
 * re-checks the catalog checksum at most every `recheckMs` and reloads when it changed.
 */
export class CatalogService {
  private snapshot: CatalogSnapshot | null = null;
  private checkedAt = 0;
  private loading: Promise<CatalogSnapshot> | null = null;

  /** The next published version's catalog, built ahead and served from the moment it takes effect. */
  private next: { at: number; snapshot: CatalogSnapshot } | null = null;

  /**
   * `now` is the instance's clock: a scheduled version is served from the moment it says the
   * version takes effect, on every instance alike (catalog/live-document.ts).
   */
  constructor(private readonly db: Db, private readonly recheckMs = 5000, readonly now: () => number = Date.now) {}

  /** Checks the versions at the next call (after a publish on this instance). */
  recheck(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  /** The version of each market the catalog served now is made of. */
  async versions(): Promise<Record<CountryCode, number>> {
    return versionsOfKey((await this.get()).checksum);
  }

  async get(): Promise<CatalogSnapshot> {
    // A request previewing a draft (plugins/app/catalog-preview.ts) is answered from the draft's catalog.
    const previewed = previewedSnapshot();
    if (previewed) return previewed;
    const now = this.now();
    if (this.next && this.snapshot && now >= this.next.at) {
      this.snapshot = this.next.snapshot;
      this.next = null;
      // The next call checks again: it writes the tables if no instance has yet, and builds the version after.
      this.checkedAt = Number.NEGATIVE_INFINITY;
      return this.snapshot;
    }
    if (this.snapshot && now - this.checkedAt < this.recheckMs) return this.snapshot;
    this.loading ??= this.refresh().finally(() => (this.loading = null));
    return this.loading;
  }

  private images = new Map<string, CatalogImageEntry | undefined>();
  private imagesChecksum = '';

  /** A stored catalog image, kept in memory once read (images change only with the catalog). */
  async image(folder: 'cards' | 'features' | 'banners', name: string): Promise<CatalogImageEntry | undefined> {
    const { checksum } = await this.get();
    if (checksum !== this.imagesChecksum) {
      this.images.clear();
      this.imagesChecksum = checksum;
    }
    const key = `${folder}/${name}`;
    if (this.images.has(key)) return this.images.get(key);
    const row = await catalogImage(this.db, folder, name);
    // Unknown names are not remembered, so the map only ever holds catalog images.
    if (row) this.images.set(key, row);
    return row;
  }

  /**
   * The country's cards ranked for these preferences. Ranked on every call: ranking 10,000 cards
   * takes about 0.1 ms (card-match-index.ts), and rankings kept in memory would hold thousands of
   * objects each, making every collection of the old heap longer (docs/performance.md).
   */
  async rankedCards(country: CountryCode, preferences: RankedPreference[], options: RankingOptions = {}): Promise<readonly CardMatch<CardEntry>[]> {
    const snapshot = await this.get();
    const ranked = snapshot.byCountry[country].cardIndex.rank(preferences, options.includeUnmatched ?? false);
    // Filtering keeps the order, so the Islamic cards' pages are the ranking's Islamic cards in turn.
    return options.islamic ? ranked.filter((m) => m.card.islamic) : ranked;
  }

  /** The location with this id, as a promo code names it. */
  async location(id: number): Promise<LocationEntry | undefined> {
    return (await this.get()).locations.get(id);
  }

  /** The count call: the country's cards offering every one of these features. */
  async countCards(country: CountryCode, featureIds: number[], islamicOnly = false): Promise<number> {
    return (await this.get()).byCountry[country].cardIndex.count(featureIds, islamicOnly);
  }

  /** The country's catalog, its texts in `language` (English where a text has no translation). */
  async country(country: CountryCode, language: Language = 'en'): Promise<CountryCatalog> {
    return (await this.get()).byLanguage[language][country];
  }

  private async refresh(): Promise<CatalogSnapshot> {
    const heads = await versionHeads(this.db);
    const at = this.now();
    if (!heads.length) {
      const checksum = await catalogChecksum(this.db);
      if (!this.snapshot || this.snapshot.checksum !== checksum) this.snapshot = await this.load(checksum);
      this.checkedAt = at;
      return this.snapshot;
    }
    const live = liveVersionsAt(heads, at);
    const key = versionsKey(live);
    if (this.snapshot?.checksum !== key) {
      this.snapshot = this.next?.snapshot.checksum === key ? this.next.snapshot : snapshotFromRows(key, rowsAsRead(await catalogOfVersions(this.db, live)));
    }
    const upcoming = nextSwitch(heads, at);
    if (!upcoming) {
      this.next = null;
    } else {
      const upcomingKey = versionsKey(upcoming.live);
      if (this.next?.at !== upcoming.at || this.next.snapshot.checksum !== upcomingKey) {
        const snapshot = upcomingKey === key ? this.snapshot : snapshotFromRows(upcomingKey, rowsAsRead(await catalogOfVersions(this.db, upcoming.live)));
        this.next = { at: upcoming.at, snapshot };
      }
    }
    // The tables follow the versions live by the database's clock; a failed write is retried at the next check.
    if ((await catalogChecksum(this.db)) !== key) await writeLiveVersions(this.db).catch(() => undefined);
    this.checkedAt = at;
    return this.snapshot;
  }

  private async load(checksum: string): Promise<CatalogSnapshot> {
    return snapshotFromRows(checksum, await liveCatalogRows(this.db));
  }
}

/** The snapshot the service serves, built from the catalog's rows as liveCatalogRows reads them (in their catalog order). */
export function snapshotFromRows(checksum: string, rows: LiveCatalogRows): CatalogSnapshot {
  const { features, banks, products, links, questions, options, banners, markets, locations } = rows;
  const featuresOf = new Map<number, number[]>();
  for (const l of links) featuresOf.set(l.productId, [...(featuresOf.get(l.productId) ?? []), l.featureId]);
  const optionsOf = new Map<number, typeof options>();
  for (const o of options) optionsOf.set(o.questionId, [...(optionsOf.get(o.questionId) ?? []), o]);

  const byLanguage = {} as Record<Language, Record<CountryCode, CountryCatalog>>;
  for (const language of languages) {
    const byCountry = {} as Record<CountryCode, CountryCatalog>;
    const bankName = new Map(banks.map((b) => [b.id, inLanguage(b.name, b.translations, 'name', language)]));
    const nameOf = (f: (typeof features)[number]) => inLanguage(f.name, f.translations, 'name', language);
    const featureName = new Map(features.map((f) => [f.id, nameOf(f)]));
    for (const country of countries) {
      const own = features.filter((f) => f.country === country);
      const parentOf = new Map(own.map((f) => [f.id, f.parentId]));
      const view = (f: (typeof own)[number]) => ({
        featureId: f.id, featureName: nameOf(f), imageUrl: f.image, active: f.active, selected: false,
      });
      const featureViews: FeatureView[] = own.filter((f) => f.parentId === null).map((f) => ({
        ...view(f), productType: f.productType, subFeatures: own.filter((s) => s.parentId === f.id).map(view),
        ...(f.kind === 'islamic' ? { islamic: true as const } : {}),
      }));
      // The country's English catalog, built first. The other languages share its cards' figures
      // (sharedWith) and rank with its index (ids and scores only); a ranked card's texts are read
      // from the language's cardsById.
      const english = byLanguage.en?.[country];
      const cards = products.filter((p) => p.country === country && p.productType === 'Card').map((p): CardEntry => {
        const listed = (featuresOf.get(p.id) ?? []).sort((a, b) => a - b);
        const text = <T extends string | string[]>(english: T, field: string) => inLanguage(english, p.translations, field, language);
        const texts = {
          productName: text(p.name, 'name'), organizationName: bankName.get(p.bankId) ?? '',
          description: text(p.description, 'description').join('\\n'), features: listed.map((id) => featureName.get(id) ?? ''),
          welcomeOffer: p.welcomeOffer === null ? null : text(p.welcomeOffer, 'welcomeOffer'),
        };
        const inEnglish = english?.cardsById.get(p.id);
        return inEnglish ? sharedWith(inEnglish, texts) : {
          productId: p.id, incentive: p.incentive, offered: offeredFeatures(listed, parentOf),
          productName: texts.productName, organizationName: texts.organizationName, instantIssuance: p.instantIssuance,
          description: texts.description, features: texts.features, routingUrl: p.routingUrl, islamic: p.islamic,
          // partnerPayment is deliberately not read: nothing a bank pays reaches the ranking.
          costs: {
            annualFee: p.annualFee ?? 0, firstYearFeeWaived: p.firstYearFeeWaived ?? false, purchaseRate: p.purchaseRate ?? 0,
            cashAdvanceRate: p.cashAdvanceRate ?? 0, latePaymentFee: p.latePaymentFee ?? 0,
            foreignTransactionFeePercent: p.foreignTransactionFeePercent ?? 0, minMonthlySalary: p.minMonthlySalary ?? 0,
            welcomeOffer: texts.welcomeOffer,
          },
          criteria: criteriaOf(p.eligibility, p.minMonthlySalary),
          ...(p.rewards ? { rewards: p.rewards } : {}),
        };
      });
      const untranslated = english !== undefined && cards.every((card, i) => card === english.cards[i]);
      byCountry[country] = {
        currency: currencyOf(country),
        features: featureViews,
        featureNames: new Map(own.map((f) => [f.id, nameOf(f)])),
        parentOf,
        featureActive: english?.featureActive
          ?? new Map(own.map((f) => [f.id, f.active === 'Y' && (f.parentId === null || own.find((p) => p.id === f.parentId)?.active === 'Y')])),
        cardFeatureIds: new Set(featureViews.filter((f) => f.productType === 'Card').flatMap((f) => [f.featureId, ...f.subFeatures.map((s) => s.featureId)])),
        cards: untranslated ? english.cards : cards,
        cardIndex: english?.cardIndex ?? new CardMatchIndex(cards),
        cardsById: untranslated ? english.cardsById : new Map(cards.map((c) => [c.productId, c])),
        loans: products.filter((p) => p.country === country && p.productType === 'Loan').map((p) => ({
          productId: p.id, productName: inLanguage(p.name, p.translations, 'name', language), organizationName: bankName.get(p.bankId) ?? '',
          interestRate: Number(p.interestRate), rateType: p.rateType ?? 'reducing', processingFeePercent: Number(p.processingFeePercent),
          minProcessingFee: Number(p.minProcessingFee ?? 0), maxProcessingFee: p.maxProcessingFee == null ? null : Number(p.maxProcessingFee),
          islamic: p.islamic, minMonthlySalary: Number(p.minMonthlySalary ?? 0), criteria: criteriaOf(p.eligibility, p.minMonthlySalary),
          minTenure: p.minTenure ?? 1, maxTenure: p.maxTenure ?? 1,
          minAmount: p.minAmount ?? 0, maxAmount: p.maxAmount ?? 0,
          description: inLanguage(p.description, p.translations, 'description', language).join(' '),
          features: inLanguage(p.highlights, p.translations, 'highlights', language), routingUrl: p.routingUrl,
        })),
        questions: { Card: [], Loan: [] },
        banners: banners.filter((b) => b.country === country).map((b) => ({
          id: b.id, title: inLanguage(b.title, b.translations, 'title', language),
          description: inLanguage(b.description, b.translations, 'description', language), imageUrl: b.image, routingUrl: b.routingUrl,
        })),
        banks: banks.filter((b) => b.country === country && !b.retired).map((b) => ({
          bankId: b.id, name: inLanguage(b.name, b.translations, 'name', language),
          licence: inLanguage(b.licence, b.translations, 'licence', language),
        })),
        bonus: marketBonus(markets.find((m) => m.country === country), country),
        defaultSpending: markets.find((m) => m.country === country)?.defaultSpending ?? noSpending,
      };
      for (const q of questions.filter((q) => q.country === country)) {
        byCountry[country].questions[q.productType].push({
          questionId: q.id, question: inLanguage(q.text, q.translations, 'text', language), role: q.role,
          options: (optionsOf.get(q.id) ?? []).map((o) => ({
            optionId: o.id, optionText: inLanguage(o.text, o.translations, 'text', language), hardStop: o.hardStop, points: o.points,
            value: o.value === null ? null : Number(o.value), facts: o.facts,
          })),
        });
      }
    }
    byLanguage[language] = byCountry;
  }
  const productMap = new Map<number, ProductEntry>(products.map((p) => [p.id, {
    productId: p.id, country: p.country, productType: p.productType, productName: p.name, routingUrl: p.routingUrl, image: p.image,
  }]));
  return { checksum, byCountry: byLanguage.en, byLanguage, products: productMap, locations: new Map(locations.map((l) => [l.id, l])) };
}
