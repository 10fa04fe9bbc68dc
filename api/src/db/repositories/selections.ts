import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { preferences, productRecommendations, selectedFeatures } from '../schema.js';
import { functionRows } from '../function-rows.js';

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

export async function storedSelectedFeatureIds(db: Tx, applicationId: number): Promise<number[]> {
  const rows = await db
    .select({ featureId: selectedFeatures.featureId })
    .from(selectedFeatures)
    .where(eq(selectedFeatures.applicationId, applicationId));
  return rows.map((r) => r.featureId);
}
