import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { preferences, productRecommendations, selectedFeatures } from '../schema.js';

/**
 * Holds the application's row until the transaction ends, so that two replacements of one
 * application's set (a double click) run one after the other: both answer the same set, instead
 * of the second colliding with the first one's uncommitted rows (a 409).
 */
async function lockApplication(db: Tx, applicationId: number) {
  await db.execute(sql`select id from applications where id = ${applicationId} for update`);
}

/** Preferences, selected features and product recommendations: each call replaces or adds a set in one statement group. */
export async function replacePreferences(db: Tx, applicationId: number, prefs: { featureId: number; priority: number }[]) {
  await lockApplication(db, applicationId);
  await db.delete(preferences).where(eq(preferences.applicationId, applicationId));
  return db.insert(preferences).values(prefs.map((p) => ({ ...p, applicationId }))).returning();
}

export async function storedPreferences(db: Tx, applicationId: number) {
  return db
    .select({ featureId: preferences.featureId, priority: preferences.priority })
    .from(preferences)
    .where(eq(preferences.applicationId, applicationId))
    .orderBy(asc(preferences.priority));
}

export async function replaceSelectedFeatures(db: Tx, applicationId: number, featureIds: number[]) {
  await lockApplication(db, applicationId);
  await db.delete(selectedFeatures).where(eq(selectedFeatures.applicationId, applicationId));
  return db.insert(selectedFeatures).values(featureIds.map((featureId) => ({ applicationId, featureId }))).returning();
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
