import type { Page } from 'playwright-core';
import { answersFor, type Country } from './catalog';
import {
  answerQuestions,
  type FeaturePick,
  heading,
  openedDialog,
  type Person,
  pressNext,
  reachEligibility,
  selectFeatures,
  texts,
} from './journey';
import type { Site } from './site';

/**
 * The steps after the questions, for the quality tests, built on the journey helpers of
 * harness/journey.ts: a Pakistan card visitor (no step 1) with good answers and three features.
 */

/** Three features with sub-features under the first, so that the chips show on the ranking. */
export const qualityPicks: FeaturePick[] = [
  { feature: 'Cashback', subFeatures: ['Cashback on groceries'] },
  { feature: 'No annual fee' },
  { feature: 'Dining discounts' },
];

export const cardSelector = '.rec-card:not(.rec-loan)';

/** A card journey's market and feature picks: a Pakistan visitor with the three picks above unless told. */
export interface CardJourney {
  country?: Country;
  picks?: FeaturePick[];
}

/** Step 3 sub-step 1, from good answers to step 2's questions. */
export async function reachRanking(page: Page, site: Pick<Site, 'shellUrl'>, person: Person, { country = 'pk', picks = qualityPicks }: CardJourney = {}): Promise<void> {
  await reachEligibility(page, site, { country, product: 'Card', person });
  await answerQuestions(page, answersFor(country, 'Card', 'good'));
  await pressNext(page);
  await selectFeatures(page, picks);
  await pressNext(page);
  await heading(page, texts.rankingTitle).waitFor();
}

/** Step 4's recommended cards (waiting `timeout` ms for them, or the default). */
export async function reachCards(page: Page, site: Pick<Site, 'shellUrl'>, person: Person, journey: CardJourney & { timeout?: number } = {}): Promise<void> {
  await reachRanking(page, site, person, journey);
  await pressNext(page);
  await heading(page, texts.cardsTitle).waitFor({ timeout: journey.timeout });
  await page.locator(cardSelector).first().waitFor({ timeout: journey.timeout });
}

/** Opens the confirm modal of the first (best) card, and waits until it has opened. */
export async function openFirstCard(page: Page): Promise<void> {
  await page.locator(`${cardSelector} .rec-card-open`).first().click();
  await openedDialog(page, texts.confirmTitle);
}
