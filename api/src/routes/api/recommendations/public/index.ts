import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApplicationIdParams, CardCount, CardPage, CountRequest, FilterQuery, LoanOffer, LoanOffersQuery, SubmittedPreferences,
  problemResponses, SubmitPreferencesRequest, type CardSort, type Eligibility, type MonthlySpending, type YearlyValue,
} from '@storefront/shared/contract';
import { checkPreferences, matchBreakdown, type CardMatch, type RankedPreference } from '../../../../domain/card-match.js';
import { cardKeyFacts, firstYearFee, keyFactsWording, type KeyFactsWording } from '../../../../domain/costs/key-figures.js';
import { loanOffers } from '../../../../domain/loan-offer.js';
import { eligibilityFor, type ObservedOutcomes, type VisitorProfile } from '../../../../domain/eligibility.js';
import { parseSpending, spendingWithDefaults, yearlyValue } from '../../../../domain/card-value.js';
import { orderCardResults, type RankedCardResult } from '../../../../domain/card-results.js';
import { similarOutcomes, visitorProfile } from '../../../../services/eligibility.js';
import type { CountryCode } from '../../../../domain/types.js';
import { unprocessable } from '../../../../domain/problem.js';
import { requireCardFeatures } from '../../../../services/card-features.js';
import type { CardEntry, CountryCatalog } from '../../../../catalog/service.js';
import { replacePreferences, storedPreferences } from '../../../../db/repositories/selections.js';
import { loanProfile, requireAnsweredApplication, requireApplication, requireCreated } from '../../../../services/applications.js';
import { writeLimit } from '../../../../plugins/app/rate-limit.js';
import type { ApplicationRow } from '../../../../db/repositories/applications.js';
import { AccessTokenHeaders } from '../../../../plugins/app/access-token.js';
import { LanguageHeaders } from '../../../../plugins/app/language.js';

/** The routes whose answers hold catalog texts: the visitor's token and language. */
const Headers = Type.Composite([AccessTokenHeaders, LanguageHeaders]);

function requireType(application: Pick<ApplicationRow['application'], 'publicId' | 'applicationType'>, type: 'Card' | 'Loan') {
  if (application.applicationType !== type) {
    throw unprocessable('application.wrong-product-type', 'Wrong product type', `Application ${application.publicId} is a ${application.applicationType} application.`);
  }
}

/** A ranked card with what it means for this visitor: whether they can get it and what it is worth to them. */
interface CardResult extends RankedCardResult {
  match: CardMatch<CardEntry>;
  eligibility: Eligibility;
  yearlyValue: YearlyValue;
}

/** Each ranked card's eligibility, odds and yearly value for the visitor, ordered for `sort` (card-results.ts). */
function cardResults(
  ranked: readonly CardMatch<CardEntry>[], country: CountryCode, profile: VisitorProfile, outcomes: Map<number, ObservedOutcomes>,
  spending: MonthlySpending, defaultSpending: boolean, sort: CardSort | undefined,
): CardResult[] {
  return orderCardResults(ranked.map((match, rank) => ({
    match, rank, annualFee: match.card.costs.annualFee, purchaseRate: match.card.costs.purchaseRate,
    eligibility: eligibilityFor(match.card.criteria, profile, country, outcomes.get(match.card.productId)),
    yearlyValue: yearlyValue(match.card.rewards, match.card.costs.annualFee, spending, defaultSpending),
  })), sort);
}

/**
 * One page of a ranking, as the filter call answers it: each card with its costs, Key Facts and
 * the breakdown of its match percent by the rule that ranked it (the percent is the score), its
 * texts from `catalog` and its Key Facts in `wording` (the visitor's language).
 */
function pageOf(
  ranked: readonly CardResult[], page: number, size: number, catalog: CountryCatalog, wording: KeyFactsWording, preferences: RankedPreference[],
): CardPage {
  const featureName = (id: number) => catalog.featureNames.get(id) ?? '';
  const content = ranked.slice(page * size, page * size + size).map(({ match: { card: rankedCard, score }, eligibility, yearlyValue }) => {
    const card = catalog.cardsById.get(rankedCard.productId) ?? rankedCard;
    return {
      productId: card.productId, productName: card.productName, organizationName: card.organizationName, score,
      incentive: card.incentive, instantIssuance: card.instantIssuance, description: card.description,
      features: card.features, routingUrl: card.routingUrl,
      currency: catalog.currency,
      islamic: card.islamic,
      costs: {
        annualFee: card.costs.annualFee, firstYearFee: firstYearFee(card.costs), purchaseRate: card.costs.purchaseRate,
        cashAdvanceRate: card.costs.cashAdvanceRate, latePaymentFee: card.costs.latePaymentFee,
        foreignTransactionFeePercent: card.costs.foreignTransactionFeePercent, minMonthlySalary: card.costs.minMonthlySalary,
        welcomeOffer: card.costs.welcomeOffer,
      },
      keyFacts: cardKeyFacts(card, catalog.currency, wording),
      match: matchBreakdown(card.offered, preferences, featureName),
      eligibility,
      yearlyValue,
    };
  });
  const totalPages = Math.ceil(ranked.length / size);
  return { content, empty: content.length === 0, number: page, size, totalElements: ranked.length, totalPages, last: page >= totalPages - 1 };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/loan/:applicationId', {
    schema: {
      tags: ['recommendations'],
      summary: 'Loan offers computed from the screening answers (empty when nothing fits)',
      description:
        'Each offer carries the eligible amount over its tenure, the instalment, APR, processing fee, totals, the flat or reducing rate type, ' +
        'the ranges and eligible amount per tenure for GET /api/loan-quotes/public, its Key Facts, and each of the bank\'s criteria met, missed or unknown ' +
        'for the visitor with the approval odds. `islamic=true` keeps the Sharia-compliant loans only.',
      headers: Headers,
      params: ApplicationIdParams,
      querystring: LoanOffersQuery,
      response: { 200: Type.Array(LoanOffer), ...problemResponses },
    },
  }, async (request) => {
    const row = await requireAnsweredApplication(app.db, request.params.applicationId, request.accessTokenHash);
    requireType(row.application, 'Loan');
    const profile = await loanProfile(app.catalog, row);
    const { country } = row.application;
    const catalog = await app.catalog.country(country, request.language);
    const { loans } = catalog;
    const offers = loanOffers(request.query.islamic ? loans.filter((l) => l.islamic) : loans, profile, country, request.language);
    // Each offer's criteria for the visitor the answers describe, and the odds.
    const visitor = visitorProfile(catalog, row.answers, 'Loan');
    const outcomes = await similarOutcomes(app.db, country, catalog, row.answers, 'Loan');
    const criteriaOf = new Map(loans.map((l) => [l.productId, l.criteria]));
    return offers.map((offer) => {
      const criteria = criteriaOf.get(offer.productId);
      return criteria ? { ...offer, eligibility: eligibilityFor(criteria, visitor, country, outcomes.get(offer.productId)) } : offer;
    });
  });

  app.post('', {
    config: writeLimit(app),
    schema: {
      tags: ['recommendations'],
      summary: 'Store the ranked card preferences (3 to 5, priority 1 first)',
      headers: AccessTokenHeaders,
      body: SubmitPreferencesRequest,
      response: { 200: SubmittedPreferences, ...problemResponses },
    },
  }, async (request) => {
    const { applicationId, preferences } = request.body;
    const row = await requireApplication(app.db, applicationId, request.accessTokenHash);
    requireType(row.application, 'Card');
    requireCreated(row);
    checkPreferences(preferences);
    requireCardFeatures(await app.catalog.country(row.application.country), preferences.map((p) => p.featureId), 'body/preferences');
    const stored = await replacePreferences(app.db, row.application.id, preferences);
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
        'Ranks with the stored preferences; when none are stored, `preferences` (comma-joined feature ids, most important first) is used. ' +
        'Each card carries its costs, Key Facts and match breakdown (the points of each preference, summing to the score). ' +
        '`islamic=true` ranks the Sharia-compliant cards only; `includeUnmatched=true` lists the cards meeting none of the preferences after the others.',
      headers: Headers,
      params: ApplicationIdParams,
      querystring: FilterQuery,
      response: { 200: CardPage, ...problemResponses },
    },
  }, async (request) => {
    const { page, size } = request.query;
    const { application, answers } = await requireAnsweredApplication(app.db, request.params.applicationId, request.accessTokenHash);
    requireType(application, 'Card');
    const catalog = await app.catalog.country(application.country, request.language);
    let preferences: RankedPreference[] = await storedPreferences(app.db, application.id);
    if (!preferences.length && request.query.preferences) {
      preferences = request.query.preferences.split(',').map((id, i) => ({ featureId: Number(id), priority: i + 1 }));
      checkPreferences(preferences);
      requireCardFeatures(catalog, preferences.map((p) => p.featureId), 'querystring/preferences');
    }
    if (!preferences.length) {
      throw unprocessable('application.preferences-required', 'Preferences Required', `Application ${application.publicId} has no card preferences yet.`);
    }
    const { islamic, includeUnmatched } = request.query;
    const ranking = await app.catalog.rankedCards(application.country, preferences, { islamic, includeUnmatched });
    const given = request.query.spending === undefined ? undefined : parseSpending(request.query.spending);
    const results = cardResults(
      ranking, application.country, visitorProfile(catalog, answers, 'Card'),
      await similarOutcomes(app.db, application.country, catalog, answers, 'Card'),
      spendingWithDefaults(given, catalog.defaultSpending), given === undefined, request.query.sort,
    );
    return pageOf(results, page, size, catalog, keyFactsWording(request.language, application.country), preferences);
  });

  app.post('/count', {
    schema: {
      tags: ['recommendations'],
      summary: 'How many cards offer every selected feature (a bare JSON number); `islamic: true` counts Sharia-compliant cards only',
      headers: AccessTokenHeaders,
      body: CountRequest,
      response: { 200: CardCount, ...problemResponses },
    },
  }, async (request) => {
    const { application } = await requireApplication(app.db, request.body.applicationId, request.accessTokenHash);
    const catalog = await app.catalog.country(application.country);
    const featureIds = request.body.preferences.map((p) => p.featureId);
    requireCardFeatures(catalog, featureIds, 'body/preferences');
    return app.catalog.countCards(application.country, featureIds, request.body.islamic ?? false);
  });
};
export default routes;
