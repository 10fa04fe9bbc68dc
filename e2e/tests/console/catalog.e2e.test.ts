/**
 * The catalog from the console to the visitor, in Chromium against the real API: a catalog
 * operator changes a UAE card's annual fee and its welcome offer in English and Arabic in a
 * draft, opens the draft's preview link on the storefront (marked Preview, the new fee on step 4),
 * asks to publish it at the next whole minute a minute or more ahead, in the market's time zone; a
 * second catalog operator approves (the fee is a cost figure); until that time the API answers
 * the old fee, from it the new one, and a visitor sees the new fee on step 4 and in the card's Key
 * Facts; re-publishing the version the draft was copied from (approved again) restores the old
 * fee. axe finds nothing serious on the catalog pages at 1280 px, and they fit a 768 px window.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { markets, type CatalogDraft } from '@storefront/shared/contract';
import { launchBrowser, newVisitor, type Visitor } from '../../harness/browser';
import { addOperator, axeFindings, firstAdmin, signIn } from '../../harness/console';
import { reportFailedPage, testFailed } from '../../harness/failure-report';
import { heading, newPerson } from '../../harness/journey';
import { repoRoot } from '../../harness/paths';
import { freePort } from '../../harness/ports';
import { cardSelector, reachCards } from '../../harness/quality-journey';
import { newQualityVisitor, type QualityVisitor } from '../../harness/quality-browser';
import { startSite, type Site } from '../../harness/site';

const editor = { email: 'catalog.editor@console.example', password: 'catalog password 12', role: 'catalog' };
const checker = { email: 'catalog.checker@console.example', password: 'catalog password 34', role: 'catalog' };
const patient = { timeout: 60_000 };
const newOffer = {
  en: 'AED 300 cashback when you spend AED 2,000 in the first 30 days',
  ar: 'استرداد نقدي بقيمة 300 د.إ. عند إنفاق 2,000 د.إ. خلال أول 30 يومًا',
};
/** The least time between the publish request and its time: the second operator's approval fits in it on a loaded machine. */
const approvalRoomMs = 60_000;

let site: Site;
let consoleUrl: string;
let browser: Browser;
const opened: (Visitor | QualityVisitor)[] = [];

beforeAll(async () => {
  const operatorPort = await freePort();
  site = await startSite({
    defaultCountries: ['ae'],
    apiEnv: {
      OPERATOR_PORT: String(operatorPort),
      OPERATOR_HOST: '127.0.0.1',
      OPERATOR_ADMIN_EMAIL: firstAdmin.email,
      OPERATOR_ADMIN_PASSWORD: firstAdmin.password,
      CONSOLE_DIR: path.join(repoRoot, 'console/dist'),
      CATALOG_PREVIEW_KEY: 'e2e catalog preview key, thirty-two characters or more',
    },
  });
  consoleUrl = `http://127.0.0.1:${operatorPort}`;
  browser = await launchBrowser();
}, 180_000);

afterEach(async () => {
  const failed = testFailed();
  for (const visitor of opened.splice(0)) {
    if (failed) await reportFailedPage(visitor);
    await visitor.close();
  }
  // The API's errors (its log lines of level 50 and above) with a failed test's report.
  const errors = (site?.api?.output() ?? '').split('\n').filter((line) => /"level":(5|6)\d/.test(line));
  if (failed && errors.length) console.error(`The API's errors:\n${errors.slice(-10).join('\n')}`);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function operator(credentials: { email: string; password: string }, width = 1280): Promise<Page> {
  const visitor = await newQualityVisitor(browser, { width, pageClock: false });
  opened.push(visitor);
  await signIn(visitor.page, consoleUrl, credentials);
  return visitor.page;
}

let operatorsAdded: Promise<void> | undefined;
/** The first admin adds the two catalog operators (once for the file). */
function addCatalogOperators(): Promise<void> {
  operatorsAdded ??= (async () => {
    const admin = await operator(firstAdmin);
    await addOperator(admin, editor);
    await addOperator(admin, checker);
  })();
  return operatorsAdded;
}

async function openCatalog(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('menuitem').filter({ hasText: 'Catalog' }).click();
  await page.getByRole('heading', { name: 'Catalog', exact: true }).waitFor(patient);
}

/** Steps 0 to 4 of a UAE card journey (in the page's tab: a preview tab stays one); the first tile's card name. */
async function step4(page: Page, tag: string): Promise<string> {
  await reachCards(page, site, newPerson(`catalog-${tag}`), { country: 'ae', ...patient });
  const first = page.locator(cardSelector).first();
  return (await first.locator('.rec-card-name').innerText()).trim();
}

const tileOf = (page: Page, cardName: string) => page.locator(cardSelector).filter({ has: page.locator('.rec-card-name', { hasText: cardName }) }).first();

async function annualFeeOn(page: Page, cardName: string): Promise<string> {
  const row = tileOf(page, cardName).locator('.rec-costs > div').filter({ has: page.locator('dt', { hasText: 'Annual fee' }) });
  return (await row.locator('dd').innerText()).replace(/\u00a0/g, ' ').trim();
}

async function keyFactsFee(page: Page, cardName: string): Promise<string> {
  await page.getByRole('link', { name: `Key facts of ${cardName}`, exact: true }).click();
  await heading(page, `Key facts: ${cardName}`).waitFor(patient);
  const row = page.locator('.rec-fact-list > div').filter({ has: page.locator('dt', { hasText: /^Annual fee/ }) }).first();
  return (await row.locator('dd').innerText()).replace(/\u00a0/g, ' ').trim();
}

/** The first whole minute at least `roomMs` from now, and Dubai's wall-clock time then as the date-time input takes it. */
function nextMinuteInDubai(roomMs: number): { at: Date; local: string } {
  const at = new Date(Math.ceil((Date.now() + roomMs) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: markets.ae.timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { at, local: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}` };
}

/** What the draft page's details say against this label. */
const described = (page: Page, label: string) =>
  page.locator('.ant-descriptions-item-label').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::td[1]');
const draftStatus = (page: Page) => described(page, 'Status').locator('.ant-tag');
const previewBar = (page: Page) => page.getByRole('region', { name: 'Preview' });

/** The card's Key Facts as the storefront's API answers them now in this language, as a visitor's page gets them. */
async function servedFacts(cardId: number, language = 'en'): Promise<{ id: string; value: string }[]> {
  const response = await fetch(`${site.apiUrl}/api/key-facts/public/${cardId}`, {
    headers: { accept: 'application/json', 'accept-language': language, 'x-country-key': 'AE' },
  });
  if (!response.ok) throw new Error(`Key Facts of card ${cardId} answered ${response.status}`);
  const { facts } = (await response.json()) as { facts: { id: string; value: string }[] };
  return facts.map((fact) => ({ ...fact, value: fact.value.replace(/\u00a0/g, ' ') }));
}

/** The annual fee of the card's Key Facts the API answers now. */
const servedFee = async (cardId: number): Promise<string> => (await servedFacts(cardId)).find((fact) => fact.id === 'annualFee')?.value ?? '';

/** Asks the API for the card's Key Facts until their annual fee contains `fee`; when it did. */
async function feeServed(cardId: number, fee: string, timeout: number): Promise<number> {
  const until = Date.now() + timeout;
  for (;;) {
    const asked = Date.now();
    if ((await servedFee(cardId)).includes(fee)) return asked;
    if (Date.now() > until) throw new Error(`The API still answered another annual fee than ${fee} for card ${cardId}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

it("a catalog operator's new annual fee, previewed, approved by a second operator and live at the set time, reaches the visitor; re-publishing the earlier version restores it", async () => {
  // What a visitor sees today.
  const before = await newVisitor(browser, { consent: true, width: 1280, height: 900 });
  opened.push(before);
  const cardName = await step4(before.page, 'before');
  const oldFee = await annualFeeOn(before.page, cardName);
  const oldFacts = await keyFactsFee(before.page, cardName);
  const newFee = 'AED 777';
  expect(oldFee).not.toContain('777');
  expect(oldFacts).not.toContain('777');

  await addCatalogOperators();

  // The editor changes the card's fee and its welcome offer in English and Arabic in a new draft.
  const page = await operator(editor);
  await openCatalog(page);
  await expect(axeFindings(page)).resolves.toEqual([]);
  await page.getByRole('button', { name: 'New draft' }).click();
  await page.getByRole('heading', { name: /^Draft #\d+: UAE$/ }).waitFor(patient);
  const liveVersion = Number((await described(page, 'Copied from version').innerText()).trim());
  expect(liveVersion).toBeGreaterThan(0);
  const draftId = Number(/\/catalog\/drafts\/(\d+)/.exec(page.url())![1]);
  const cardId = await page.evaluate(
    async ({ id, name }) => {
      const draft = (await (await fetch(`/api/operator/v1/catalog/drafts/${id}`)).json()) as CatalogDraft;
      return draft.document.cards.find((card) => card.name.en === name)!.id;
    },
    { id: draftId, name: cardName },
  );
  await page.getByRole('tab', { name: 'Cards' }).click();
  await page.getByRole('button', { name: `Edit ${cardName}` }).click();
  const form = page.getByRole('dialog', { name: `Edit card ${cardName}` });
  await form.waitFor(patient);
  await expect(form.getByLabel('Welcome offer (Arabic)').getAttribute('dir')).resolves.toBe('rtl');
  await expect(axeFindings(page)).resolves.toEqual([]);
  await form.getByLabel('Annual fee', { exact: true }).fill('777');
  // The offer keeps naming the card's cashback (its incentive), as the catalog's rules ask.
  await form.getByLabel('Welcome offer (English)').fill(newOffer.en);
  await form.getByLabel('Welcome offer (Arabic)').fill(newOffer.ar);
  await form.getByRole('button', { name: 'Save to draft' }).click();
  await form.waitFor({ state: 'hidden', ...patient });

  // The diff shows the old and new fee side by side, marked a cost figure.
  await page.getByRole('tab', { name: /^Changes/ }).click();
  const feeChange = page.getByRole('row').filter({ hasText: 'costs.annualFee' });
  await expect(feeChange.innerText(patient)).resolves.toContain('777');
  await expect(feeChange.getByText('Cost figure').count()).resolves.toBe(1);
  await expect(page.getByRole('row').filter({ hasText: 'costs.welcomeOffer.ar' }).innerText()).resolves.toContain(newOffer.ar);
  await expect(axeFindings(page)).resolves.toEqual([]);

  // The preview link opens the draft on the storefront, marked Preview: the new fee on step 4.
  await page.getByRole('button', { name: 'Preview on the storefront' }).click();
  const link = page.getByRole('link', { name: 'Open the preview on the storefront' });
  await expect(link.getAttribute('target', patient)).resolves.toBe('_blank');
  const previewUrl = (await link.getAttribute('href'))!;
  expect(previewUrl.startsWith(site.shellUrl)).toBe(true);
  const preview = await newVisitor(browser, { consent: true, width: 1280, height: 900 });
  opened.push(preview);
  await preview.page.goto(previewUrl);
  await previewBar(preview.page).waitFor(patient);
  await step4(preview.page, 'preview');
  await expect(annualFeeOn(preview.page, cardName)).resolves.toContain(newFee);
  await previewBar(preview.page).waitFor();
  // Only the preview: the storefront's API still answers the live fee.
  await expect(servedFee(cardId)).resolves.toBe(oldFacts);

  // The second operator is at the approval queue before the editor asks to publish.
  const second = await operator(checker);
  await openCatalog(second);

  // Publish at the next whole minute a minute or more ahead, in Dubai's time: the fee is a cost figure.
  const { at, local } = nextMinuteInDubai(approvalRoomMs);
  await page.getByRole('button', { name: /Publish$/ }).click();
  const publish = page.getByRole('dialog', { name: /^Publish draft/ });
  await publish.getByRole('radio', { name: 'At a date and time' }).check(patient);
  await publish.getByLabel("Date and time in the market's time zone (Asia/Dubai, UTC+04:00)").fill(local, patient);
  await publish.getByRole('button', { name: 'Publish', exact: true }).click();
  await draftStatus(page).filter({ hasText: 'awaiting approval' }).waitFor(patient);
  await expect(page.getByRole('button', { name: `Approve draft #${draftId}` }).isDisabled()).resolves.toBe(true);

  await second.reload();
  const queue = second.getByRole('table', { name: 'Publishes awaiting approval' });
  await queue.getByRole('row').filter({ hasText: editor.email }).waitFor(patient);
  await expect(axeFindings(second)).resolves.toEqual([]);
  await queue.getByRole('button', { name: `Approve draft #${draftId}` }).click();
  await second.getByText('Nothing awaits approval').waitFor(patient);
  // Approved before its time (otherwise it would go live at once and the test could not tell).
  expect(Date.now()).toBeLessThan(at.getTime());

  await page.reload();
  await draftStatus(page).filter({ hasText: 'scheduled' }).waitFor(patient);
  const goesLive = await described(page, 'Goes live').innerText();
  expect(goesLive).toContain('(Asia/Dubai)');
  expect(goesLive).toContain(local.slice(11, 16));
  await expect(servedFee(cardId)).resolves.toBe(oldFacts);

  // At the set time the API switches: the first answer with the new fee comes at that time, not before.
  const switched = await feeServed(cardId, newFee, at.getTime() - Date.now() + 120_000);
  expect(switched).toBeGreaterThanOrEqual(at.getTime() - 1_000);
  // The draft's page reads published from then on.
  await page.reload();
  await draftStatus(page).filter({ hasText: 'published' }).waitFor(patient);

  // A visitor now sees the new fee on step 4 and in the card's Key Facts.
  const after = await newVisitor(browser, { consent: true, width: 1280, height: 900 });
  opened.push(after);
  await step4(after.page, 'after');
  await expect(annualFeeOn(after.page, cardName)).resolves.toContain(newFee);
  await expect(keyFactsFee(after.page, cardName)).resolves.toContain(newFee);
  // In Arabic, the Key Facts name the offer as the editor wrote it.
  expect((await servedFacts(cardId, 'ar')).map((fact) => fact.value)).toContain(newOffer.ar);

  // History: the version the draft was copied from re-published as a new one, approved by the second operator.
  await page.goto(`${consoleUrl}/catalog/history?market=ae`);
  await page.getByRole('heading', { name: 'Catalog history: UAE' }).waitFor(patient);
  const versions = page.getByRole('table', { name: 'Published versions' });
  await versions.getByRole('row').filter({ hasText: editor.email }).waitFor(patient);
  await expect(axeFindings(page)).resolves.toEqual([]);
  await versions.getByRole('button', { name: `Re-publish version ${liveVersion} as new version` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Re-publish' }).click();
  await page.getByRole('heading', { name: /^Draft #\d+: UAE$/ }).waitFor(patient);
  const rollbackId = Number(/\/catalog\/drafts\/(\d+)/.exec(page.url())![1]);
  expect(rollbackId).not.toBe(draftId);
  await draftStatus(page).filter({ hasText: 'awaiting approval' }).waitFor(patient);
  await expect(servedFee(cardId)).resolves.toContain(newFee);

  await second.reload();
  await queue.getByRole('button', { name: `Approve draft #${rollbackId}` }).click(patient);
  await second.getByText('Nothing awaits approval').waitFor(patient);
  await page.reload();
  await draftStatus(page).filter({ hasText: 'published' }).waitFor(patient);

  const restored = await newVisitor(browser, { consent: true, width: 1280, height: 900 });
  opened.push(restored);
  await step4(restored.page, 'restored');
  await expect(annualFeeOn(restored.page, cardName)).resolves.toBe(oldFee);
  await expect(keyFactsFee(restored.page, cardName)).resolves.toBe(oldFacts);
}, 12 * 60_000);

it('the catalog pages fit a 768 px window, the menu folded to icons', async () => {
  await addCatalogOperators();
  const page = await operator(editor, 768);
  await openCatalog(page);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await expect(fits()).resolves.toBe(true);
  await page.getByRole('button', { name: 'New draft' }).click();
  await page.getByRole('heading', { name: /^Draft #\d+: UAE$/ }).waitFor(patient);
  await expect(fits()).resolves.toBe(true);
  await page.getByRole('tab', { name: 'Cards' }).click();
  await page.getByRole('button', { name: /^Edit / }).first().click();
  await page.getByRole('dialog').first().waitFor(patient);
  await expect(fits()).resolves.toBe(true);
}, 5 * 60_000);
