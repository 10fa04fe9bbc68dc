/**
 * A catalog draft previewed on the real storefront, in Chromium against the real API: a catalog
 * operator raises every UAE card's annual fee in a draft and asks for its preview link; the
 * visitor who opens it sees "Preview" on every page, the draft's fee on step 4 and in the card's
 * Key facts, is told that applications can't be made in a preview when applying, and after "Exit
 * preview" sees the live fees again. The preview counts nothing in the funnel.
 */
import type { Page } from 'playwright-core';
import { catalogPreviewParam, type CatalogDraft, type PreviewLink } from '@storefront/shared/contract';
import { newVisitor, type Visitor } from '../harness/browser';
import { answersFor } from '../harness/catalog';
import {
  answerQuestions, heading, newPerson, openedDialog, pressNext, reachEligibility, selectFeatures, snackbar, texts,
} from '../harness/journey';
import { useJourneySuite } from '../harness/journey-suite';
import { OperatorClient } from '../harness/operator-client';
import { freePort } from '../harness/ports';
import { describeFindings, seriousAxeViolations } from '../harness/quality-browser';
import { cardSelector, qualityPicks, reachCards } from '../harness/quality-journey';
import { startSite, type Site } from '../harness/site';

const admin = { email: 'admin@preview.example', password: 'first admin password 1' };
const draftFee = 4321;
const draftFeeShown = 'AED 4,321';
const refusedTitle = "Applications can't be made in a preview";

let operatorUrl = '';
const suite = useJourneySuite<Site, Visitor>({
  site: async () => {
    const port = await freePort();
    operatorUrl = `http://127.0.0.1:${port}`;
    return startSite({
      apiEnv: {
        OPERATOR_PORT: String(port), OPERATOR_HOST: '127.0.0.1',
        OPERATOR_ADMIN_EMAIL: admin.email, OPERATOR_ADMIN_PASSWORD: admin.password,
        CATALOG_PREVIEW_KEY: 'the-browser-test-catalog-preview-key-0123456789',
      },
    });
  },
  timeout: 180_000,
});

/** A catalog operator's draft of the UAE catalog with every card's annual fee at draftFee, and its preview link. */
async function previewLinkOfDraft(): Promise<string> {
  const adminClient = new OperatorClient(operatorUrl);
  await adminClient.signIn(admin.email, admin.password);
  const catalog = await adminClient.addOperator('catalog@preview.example', 'catalog', 'catalog operator password 1');
  const made = await catalog.call<CatalogDraft>('POST', '/catalog/drafts', { market: 'ae' });
  expect(made.status).toBe(201);
  let draft = made.body;
  for (const card of draft.document.cards) {
    const written = await catalog.call<CatalogDraft>('PUT', `/catalog/drafts/${draft.id}/entities/card/${card.id}`, {
      revision: draft.revision, entity: { ...card, costs: { ...card.costs, annualFee: draftFee } },
    });
    expect(written.status).toBe(200);
    draft = written.body;
  }
  const link = await catalog.call<PreviewLink>('POST', `/catalog/drafts/${draft.id}/preview`);
  expect(link.status).toBe(201);
  return link.body.url;
}

const previewBar = (page: Page) => page.getByRole('region', { name: 'Preview' });

/** The page shows the Preview bar, with its marker and 'Exit preview'. */
async function markedPreview(page: Page): Promise<void> {
  await previewBar(page).waitFor({ timeout: 60_000 });
  await previewBar(page).getByText('Preview', { exact: true }).waitFor();
  await previewBar(page).getByRole('button', { name: 'Exit preview' }).waitFor();
}

/** The annual fees step 4's tiles show, as their cost lines read. */
const tileFees = (page: Page) =>
  page.locator(`.rec-card-list > ${cardSelector} .rec-costs > div`).evaluateAll((rows) =>
    rows.filter((r) => r.querySelector('dt')?.textContent === 'Annual fee').map((r) => r.querySelector('dd')!.textContent!.replace(/\u00a0/g, ' ')),
  );

it("the preview link shows the draft's fee on every page marked Preview, refuses applying, and 'Exit preview' returns to the live fees", async () => {
  const url = await previewLinkOfDraft();
  expect(url.startsWith(`${suite.site.shellUrl}/?${catalogPreviewParam}=`)).toBe(true);
  const { page } = suite.track(await newVisitor(suite.browser, { consent: true, width: 1280, height: 900 }));
  // Performance allowed: the storefront sends its funnel steps, which the preview must not count.
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('cookieSettings')) {
      window.localStorage.setItem('cookieSettings', JSON.stringify({ functional: true, performance: true, advertising: true }));
    }
  });

  await page.goto(url);
  await markedPreview(page);
  // The token stays with the tab, not in the address; the bar is a named landmark axe finds nothing serious in.
  expect(new URL(page.url()).searchParams.has(catalogPreviewParam)).toBe(false);
  expect(describeFindings(await seriousAxeViolations(page))).toEqual([]);

  // Steps 0 to 4 of a UAE card journey, each marked.
  await reachEligibility(page, suite.site, { country: 'ae', product: 'Card', person: newPerson('preview') });
  await markedPreview(page);
  await answerQuestions(page, answersFor('ae', 'Card', 'good'));
  await pressNext(page);
  await markedPreview(page);
  await selectFeatures(page, qualityPicks);
  await pressNext(page);
  await heading(page, texts.rankingTitle).waitFor();
  await markedPreview(page);
  await pressNext(page);
  await heading(page, texts.cardsTitle).waitFor();
  await page.locator(cardSelector).first().waitFor();
  await markedPreview(page);

  // Step 4: every tile's annual fee is the draft's.
  const fees = await tileFees(page);
  expect(fees.length).toBeGreaterThan(0);
  for (const fee of fees) expect(fee).toContain(draftFeeShown);

  // The first card's Key facts: the draft's fee.
  const firstName = (await page.locator(`${cardSelector} .rec-card-name`).first().textContent())!.trim();
  await page.getByRole('link', { name: `Key facts of ${firstName}`, exact: true }).click();
  await heading(page, `Key facts: ${firstName}`).waitFor();
  await markedPreview(page);
  const facts = await page.locator('.rec-fact-list > div').evaluateAll((rows) =>
    Object.fromEntries(rows.map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent!.replace(/\u00a0/g, ' ')])),
  );
  expect(facts['Annual fee']).toContain(draftFeeShown);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await heading(page, texts.cardsTitle).waitFor();

  // Applying: refused, and the visitor is told why; no partner site opens.
  await page.locator(`${cardSelector} .rec-card-open`).first().click();
  const confirm = await openedDialog(page, texts.confirmTitle);
  await confirm.getByRole('button', { name: 'Apply now' }).click();
  await snackbar(page, refusedTitle).waitFor({ timeout: 60_000 });
  expect(new URL(page.url()).pathname).not.toBe('/congratulations');
  const { submitted } = await suite.site.api!.readDatabase({ submitted: "select count(*)::int as n from applications where status = 'Submitted'" });
  expect(Number(submitted[0].n)).toBe(0);

  // Another page of the site is marked too.
  await page.goto(`${suite.site.shellUrl}/help-and-support`);
  await markedPreview(page);

  // The preview's funnel steps were answered and counted nowhere.
  const { counted } = await suite.site.api!.readDatabase({ counted: 'select count(*)::int as n from funnel_counts' });
  expect(Number(counted[0].n)).toBe(0);

  // Exit preview: the journey made in the preview is left behind and the site is live again, the
  // bar gone; the same journey now shows the live fees.
  await page.goBack();
  await heading(page, texts.cardsTitle).waitFor();
  await markedPreview(page);
  await previewBar(page).getByRole('button', { name: 'Exit preview' }).click();
  await heading(page, texts.personalInfoTitle).waitFor({ timeout: 60_000 });
  await expect(previewBar(page).count()).resolves.toBe(0);
  await expect(page.evaluate(() => window.sessionStorage.getItem('catalogPreview'))).resolves.toBeNull();
  await reachCards(page, suite.site, newPerson('after-preview'), { country: 'ae' });
  const liveFees = await tileFees(page);
  expect(liveFees.length).toBeGreaterThan(0);
  for (const fee of liveFees) expect(fee).not.toContain(draftFeeShown);
  expect(liveFees.some((fee) => /AED (300|750|1,500)\b/.test(fee))).toBe(true);
  await expect(previewBar(page).count()).resolves.toBe(0);
  // The same steps out of the preview are counted.
  const { live } = await suite.site.api!.readDatabase({ live: 'select count(*)::int as n from funnel_counts' });
  expect(Number(live[0].n)).toBeGreaterThan(0);
});
