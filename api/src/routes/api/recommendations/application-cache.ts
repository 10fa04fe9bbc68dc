import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { applications, preferences as preferencesTable } from '../../../db/schema.js';
import type { RankedPreference } from '../../../domain/card-match.js';
import { notFound } from '../../../domain/problem.js';
import type { CountryCode, ProductType } from '../../../domain/types.js';

/** What the filter and count calls need of an application: fixed when it is created. */
export interface ApplicationFacts {
  id: number;
  country: CountryCode;
  applicationType: ProductType;
}

export interface CacheOptions {
  /**
   * How long stored preferences read from the database are reused. Writes through this instance
   * drop them at once; the time only bounds what another instance sharing the database may have
   * written meanwhile. The wizard cannot store new preferences sooner than two 3000 ms Next locks
   * after the filter call that cached the previous ones.
   */
  preferencesTtlMs?: number;
  /** Entries kept per map; the oldest is dropped first. */
  maxEntries?: number;
}

/**
 * The reads of the recommendation calls, kept in memory. The filter and count calls come many
 * times per visitor (every page, every ticked feature) and the embedded database answers one
 * query at a time, so the database must not be on their path:
 * - an application's id, country and product type never change once it is created, so they are
 *   kept (applications are never deleted; an unknown id is not remembered);
 * - its stored preferences are written once before the filter is called: they are read with the
 *   application in one indexed query, kept for `preferencesTtlMs`, and dropped when this instance
 *   stores new ones (`preferencesChanged`). A read that overlapped a write is not kept.
 */
export class RecommendationReads {
  private readonly facts = new Map<number, ApplicationFacts>();
  private readonly preferences = new Map<number, { preferences: RankedPreference[]; until: number }>();
  /** Bumped by every write, so that a read that started before a write does not cache old rows. */
  private writes = 0;
  private readonly preferencesTtlMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly db: Db,
    options: CacheOptions = {},
  ) {
    this.preferencesTtlMs = options.preferencesTtlMs ?? 2000;
    this.maxEntries = options.maxEntries ?? 20_000;
  }

  /** The application, or the 404 problem `requireApplication` answers. */
  async application(applicationId: number): Promise<ApplicationFacts> {
    const known = this.facts.get(applicationId);
    if (known) return known;
    const [row] = await this.db
      .select({ id: applications.id, country: applications.country, applicationType: applications.applicationType })
      .from(applications)
      .where(eq(applications.id, applicationId));
    if (!row) throw notFound('Application', applicationId);
    this.keep(this.facts, applicationId, row);
    return row;
  }

  /** The application and its stored preferences, priority 1 first (empty when none are stored). */
  async withPreferences(
    applicationId: number,
  ): Promise<{ application: ApplicationFacts; preferences: RankedPreference[] }> {
    const application = this.facts.get(applicationId);
    const cached = this.preferences.get(applicationId);
    if (application && cached && cached.until > Date.now()) return { application, preferences: cached.preferences };

    const writes = this.writes;
    const rows = await this.db
      .select({
        id: applications.id,
        country: applications.country,
        applicationType: applications.applicationType,
        featureId: preferencesTable.featureId,
        priority: preferencesTable.priority,
      })
      .from(applications)
      .leftJoin(preferencesTable, eq(preferencesTable.applicationId, applications.id))
      .where(eq(applications.id, applicationId))
      .orderBy(asc(preferencesTable.priority));
    if (!rows.length) throw notFound('Application', applicationId);
    const { id, country, applicationType } = rows[0];
    const facts = { id, country, applicationType };
    this.keep(this.facts, applicationId, facts);
    const preferences = rows.flatMap((r) =>
      r.featureId === null || r.priority === null ? [] : [{ featureId: r.featureId, priority: r.priority }],
    );
    // Only stored preferences are kept: an application without them may get some from another instance.
    if (preferences.length && writes === this.writes) {
      this.keep(this.preferences, applicationId, { preferences, until: Date.now() + this.preferencesTtlMs });
    }
    return { application: facts, preferences };
  }

  /** Call when this instance has stored new preferences for the application. */
  preferencesChanged(applicationId: number): void {
    this.writes += 1;
    this.preferences.delete(applicationId);
  }

  private keep<V>(map: Map<number, V>, key: number, value: V) {
    map.delete(key);
    if (map.size >= this.maxEntries) map.delete(map.keys().next().value!);
    map.set(key, value);
  }
}
