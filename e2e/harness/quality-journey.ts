import type { Page } from 'playwright-core';
import { answersFor } from './catalog';
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

/** Step 3 sub-step 1, from the questions answered on step 2. */
export async function reachRanking(page: Page, site: Site, person: Person): Promise<void> {
  await reachEligibility(page, site, { country: 'pk', product: 'Card', person });
  await answerQuestions(page, answersFor('pk', 'Card', 'good'));
  await pressNext(page);
  await selectFeatures(page, qualityPicks);
  await pressNext(page);
  await heading(page, texts.rankingTitle).waitFor();
}

/** Step 4's recommended cards. */
export async function reachCards(page: Page, site: Site, person: Person): Promise<void> {
  await reachRanking(page, site, person);
  await pressNext(page);
  await heading(page, texts.cardsTitle).waitFor();
  await page.locator(cardSelector).first().waitFor();
}

/** Opens the confirm modal of the first (best) card, and waits until it has opened. */
export async function openFirstCard(page: Page): Promise<void> {
  await page.locator(`${cardSelector} .rec-card-open`).first().click();
  await openedDialog(page, texts.confirmTitle);
}
