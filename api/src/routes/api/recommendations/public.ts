import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApplicationIdParams, CardRecommendation, Count, CountRequest, FilterQuery, LoanOffer, PageOf, Preference,
  problemResponses, SubmitPreferencesRequest, Obj, Id,
} from '../../../schemas.js';
import { checkPreferences, countCardsOfferingAll, type RankedPreference } from '../../../domain/card-match.js';
import { loanOffers } from '../../../domain/loan-offer.js';
import { unprocessable } from '../../../domain/problem.js';
import type { CountryCatalog } from '../../../catalog/service.js';
import { replacePreferences, storedPreferences } from '../../../db/repositories/selections.js';
import { loanProfile, requireApplication, requireCreated } from '../../../services/applications.js';
import type { ApplicationRow } from '../../../db/repositories/applications.js';
import { writeLimit } from '../../../plugins/external/rate-limit.js';

function requireType(row: ApplicationRow, type: 'Card' | 'Loan') {
  if (row.application.applicationType !== type) {
    throw unprocessable('Wrong product type', `Application ${row.application.id} is a ${row.application.applicationType} application.`);
  }
}

/** Every id must be an active Card feature (or sub-feature) of the application's country. */
export function requireCardFeatures(catalog: CountryCatalog, featureIds: number[], field: string) {
  const cardFeatures = new Set(catalog.features.filter((f) => f.productType === 'Card').flatMap((f) => [f.featureId, ...f.subFeatures.map((s) => s.featureId)]));
  featureIds.forEach((id, i) => {
    if (!cardFeatures.has(id) || !catalog.featureActive.get(id)) {
      throw unprocessable('Unknown feature', `${field}/${i}/featureId ${id} is not an active card feature in this country.`);
    }
  });
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/loan/:applicationId', {
    schema: {
      tags: ['recommendations'],
      summary: 'Loan offers computed from the screening answers (empty when nothing fits)',
      params: ApplicationIdParams,
      response: { 200: Type.Array(LoanOffer), ...problemResponses },
    },
  }, async (request) => {
    const row = await requireApplication(app.db, request.params.applicationId);
    requireType(row, 'Loan');
    const profile = await loanProfile(app, row);
    const { loans } = await app.catalog.country(row.application.country);
    return loanOffers(loans, profile, row.application.country);
  });

  app.post('', {
    config: writeLimit(app),
    schema: {
      tags: ['recommendations'],
      summary: 'Store the ranked card preferences (3 to 5, priority 1 first)',
      body: SubmitPreferencesRequest,
      response: { 200: Obj({ applicationId: Id, preferences: Type.Array(Preference) }), ...problemResponses },
    },
  }, async (request) => {
    const { applicationId, preferences } = request.body;
    const row = await requireApplication(app.db, applicationId);
    requireType(row, 'Card');
    requireCreated(row);
    checkPreferences(preferences);
    requireCardFeatures(await app.catalog.country(row.application.country), preferences.map((p) => p.featureId), 'body/preferences');
    const stored = await app.db.transaction((tx) => replacePreferences(tx, applicationId, preferences));
    return {
      applicationId,
      preferences: stored.map((p) => ({ featureId: p.featureId, priority: p.priority })).sort((a, b) => a.priority - b.priority),
    };
  });

  app.get('/:applicationId/filter', {
    schema: {
      tags: ['recommendations'],
      summary: 'Recommended cards, best match first, paged',
      description:
        'Ranks with the stored preferences; when none are stored, `preferences` (comma-joined feature ids, most important first) is used.',
      params: ApplicationIdParams,
      querystring: FilterQuery,
      response: { 200: PageOf(CardRecommendation), ...problemResponses },
    },
  }, async (request) => {
    const { page, size } = request.query;
    const row = await requireApplication(app.db, request.params.applicationId);
    requireType(row, 'Card');
    const catalog = await app.catalog.country(row.application.country);
    let preferences: RankedPreference[] = await storedPreferences(app.db, row.application.id);
    if (!preferences.length && request.query.preferences) {
      preferences = request.query.preferences.split(',').map((id, i) => ({ featureId: Number(id), priority: i + 1 }));
      checkPreferences(preferences);
      requireCardFeatures(catalog, preferences.map((p) => p.featureId), 'querystring/preferences');
    }
    if (!preferences.length) {
      throw unprocessable('Preferences Required', `Application ${row.application.id} has no card preferences yet.`);
    }
    const ranked = await app.catalog.rankedCards(row.application.country, preferences);
    const content = ranked.slice(page * size, page * size + size).map(({ card, score }) => ({
      productId: card.productId, productName: card.productName, organizationName: card.organizationName, score,
      incentive: card.incentive, instantIssuance: card.instantIssuance, description: card.description,
      features: card.features, routingUrl: card.routingUrl,
    }));
    const totalPages = Math.ceil(ranked.length / size);
    return { content, empty: content.length === 0, number: page, size, totalElements: ranked.length, totalPages, last: page >= totalPages - 1 };
  });

  app.post('/count', {
    schema: {
      tags: ['recommendations'],
      summary: 'How many cards offer every selected feature (a bare JSON number)',
      body: CountRequest,
      response: { 200: Count, ...problemResponses },
    },
  }, async (request) => {
    const row = await requireApplication(app.db, request.body.applicationId);
    const catalog = await app.catalog.country(row.application.country);
    const featureIds = request.body.preferences.map((p) => p.featureId);
    requireCardFeatures(catalog, featureIds, 'body/preferences');
    return countCardsOfferingAll(catalog.cards, featureIds);
  });
};
export default routes;
