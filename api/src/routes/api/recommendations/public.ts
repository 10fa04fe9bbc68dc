import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import {
  ApplicationIdParams, CardRecommendation, Count, CountRequest, FilterQuery, LoanOffer, PageOf, Preference,
  problemResponses, SubmitPreferencesRequest, Obj, Id,
} from '../../../schemas.js';
import { checkPreferences, type CardMatch, type RankedPreference } from '../../../domain/card-match.js';
import { loanOffers } from '../../../domain/loan-offer.js';
import { unprocessable } from '../../../domain/problem.js';
import type { CardEntry, CountryCatalog } from '../../../catalog/service.js';
import { replacePreferences } from '../../../db/repositories/selections.js';
import { loanProfile, requireApplication, requireCreated } from '../../../services/applications.js';
import { writeLimit } from '../../../plugins/app/rate-limit.js';
import { RecommendationReads, type ApplicationFacts } from './application-cache.js';
import { SerializedPages } from './serialized-pages.js';

function requireType(application: Pick<ApplicationFacts, 'id' | 'applicationType'>, type: 'Card' | 'Loan') {
  if (application.applicationType !== type) {
    throw unprocessable('Wrong product type', `Application ${application.id} is a ${application.applicationType} application.`);
  }
}

/** Every id must be an active Card feature (or sub-feature) of the application's country. */
export function requireCardFeatures(catalog: CountryCatalog, featureIds: number[], field: string) {
  featureIds.forEach((id, i) => {
    if (!catalog.cardFeatureIds.has(id) || !catalog.featureActive.get(id)) {
      throw unprocessable('Unknown feature', `${field}/${i}/featureId ${id} is not an active card feature in this country.`);
    }
  });
}

const CardPage = PageOf(CardRecommendation);

/** One page of a ranking, as the filter call answers it. */
function pageOf(ranked: readonly CardMatch<CardEntry>[], page: number, size: number): Static<typeof CardPage> {
  const content = ranked.slice(page * size, page * size + size).map(({ card, score }) => ({
    productId: card.productId, productName: card.productName, organizationName: card.organizationName, score,
    incentive: card.incentive, instantIssuance: card.instantIssuance, description: card.description,
    features: card.features, routingUrl: card.routingUrl,
  }));
  const totalPages = Math.ceil(ranked.length / size);
  return { content, empty: content.length === 0, number: page, size, totalElements: ranked.length, totalPages, last: page >= totalPages - 1 };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Filter and count run without the database once an application has been seen (application-cache.ts).
  const reads = new RecommendationReads(app.db);
  const pages = new SerializedPages();

  app.get('/loan/:applicationId', {
    schema: {
      tags: ['recommendations'],
      summary: 'Loan offers computed from the screening answers (empty when nothing fits)',
      params: ApplicationIdParams,
      response: { 200: Type.Array(LoanOffer), ...problemResponses },
    },
  }, async (request) => {
    const row = await requireApplication(app.db, request.params.applicationId);
    requireType(row.application, 'Loan');
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
    requireType(row.application, 'Card');
    requireCreated(row);
    checkPreferences(preferences);
    requireCardFeatures(await app.catalog.country(row.application.country), preferences.map((p) => p.featureId), 'body/preferences');
    // Dropped from the filter's cache once the write has ended, whether it committed or not.
    const stored = await app.db
      .transaction((tx) => replacePreferences(tx, applicationId, preferences))
      .finally(() => reads.preferencesChanged(applicationId));
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
      response: { 200: CardPage, ...problemResponses },
    },
  }, async (request, reply) => {
    const { page, size } = request.query;
    const stored = await reads.withPreferences(request.params.applicationId);
    const { application } = stored;
    requireType(application, 'Card');
    const catalog = await app.catalog.country(application.country);
    let preferences: RankedPreference[] = stored.preferences;
    if (!preferences.length && request.query.preferences) {
      preferences = request.query.preferences.split(',').map((id, i) => ({ featureId: Number(id), priority: i + 1 }));
      checkPreferences(preferences);
      requireCardFeatures(catalog, preferences.map((p) => p.featureId), 'querystring/preferences');
    }
    if (!preferences.length) {
      throw unprocessable('Preferences Required', `Application ${application.id} has no card preferences yet.`);
    }
    const ranking = await app.catalog.rankedCards(application.country, preferences);
    // The bytes of what the route's response schema makes of the page, made once per ranking and page.
    const body = pages.get(`${ranking.key}|${page}|${size}`, () => reply.getSerializationFunction('200')!(pageOf(ranking.cards, page, size)));
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.post('/count', {
    schema: {
      tags: ['recommendations'],
      summary: 'How many cards offer every selected feature (a bare JSON number)',
      body: CountRequest,
      response: { 200: Count, ...problemResponses },
    },
  }, async (request) => {
    const application = await reads.application(request.body.applicationId);
    const catalog = await app.catalog.country(application.country);
    const featureIds = request.body.preferences.map((p) => p.featureId);
    requireCardFeatures(catalog, featureIds, 'body/preferences');
    return app.catalog.countCards(application.country, featureIds);
  });
};
export default routes;
