import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { preferences, productRecommendations, selectedFeatures } from '../schema.js';
import { functionRows } from '../function-rows.js';
import { fromJson } from '../json-column.js';

/**
 * Replaces an application's ranked preferences under a lock on the application's row, so that two
 * replacements of one set (a double click) run one after the other: both answer the same set,
 * instead of the second colliding with the first one's uncommitted rows (a 409). One statement
 * (migrations/0009 `replace_preferences`).
 */
export async function replacePreferences(db: Tx, applicationId: number, prefs: { featureId: number; priority: number }[]) {
  return functionRows(db, preferences, sql`select * from replace_preferences(${applicationId}::int,
    ${sql.param(prefs.map((p) => p.featureId))}::int[], ${sql.param(prefs.map((p) => p.priority))}::int[])`);
}

export async function storedPreferences(db: Tx, applicationId: number) {
  return db
    .select({ featureId: preferences.featureId, priority: preferences.priority })
    .from(preferences)
    .where(eq(preferences.applicationId, applicationId))
    .orderBy(asc(preferences.priority));
}

/** Replaces an application's selected features as replacePreferences does (migrations/0009 `replace_selected_features`). */
export async function replaceSelectedFeatures(db: Tx, applicationId: number, featureIds: number[]) {
  return functionRows(db, selectedFeatures, sql`select * from replace_selected_features(${applicationId}::int, ${sql.param(featureIds)}::int[])`);
}

export async function addProductRecommendations(db: Tx, applicationId: number, productIds: number[]) {
  await db
    .insert(productRecommendations)
    .values(productIds.map((productId) => ({ applicationId, productId })))
    .onConflictDoNothing();
  return db
    .select({ applicationId: productRecommendations.applicationId, productId: productRecommendations.productId })
    .from(productRecommendations)
    .where(eq(productRecommendations.applicationId, applicationId))
    .orderBy(asc(productRecommendations.createdAt), asc(productRecommendations.productId));
}

/**
 * The ids of the features the visitor ranked for the application in `applicationId`, most
 * important first, as a column of the query that reads the application.
 */
export const rankedFeatureIdsOf = (applicationId: AnyColumn): SQL.Aliased<number[]> =>
  sql`(select coalesce(json_agg(p.feature_id order by p.priority), '[]') from ${preferences} p where p.application_id = ${applicationId})`
    .mapWith(fromJson<number[]>)
    .as('ranked_feature_ids');

/** The ids of the features (and sub-features) selected for the application in `applicationId`, as a column like rankedFeatureIdsOf. */
export const selectedFeatureIdsOf = (applicationId: AnyColumn): SQL.Aliased<number[]> =>
  sql`(select coalesce(json_agg(s.feature_id order by s.feature_id), '[]') from ${selectedFeatures} s where s.application_id = ${applicationId})`
    .mapWith(fromJson<number[]>)
    .as('selected_feature_ids');
