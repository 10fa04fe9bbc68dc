import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { newVisitor } from '../../harness/browser';
import { heading, indicatorLabels, nationalNumber, newPerson, pressNext, texts } from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { repoRoot } from '../../harness/paths';
import { startSite, type Site } from '../../harness/site';

// A market whose catalog offers no loans (KSA here, its loans taken out of a copy of the seed):
// the visitor never sees step 1, and the step indicator shows only the steps the visitor sees.

let seedDir: string;

/** The site on a copy of the seed whose KSA catalog has no loans. */
function startCardsOnlySite(): Promise<Site> {
  seedDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-seed-'));
  cpSync(path.join(repoRoot, 'api/seed'), seedDir, { recursive: true });
  const file = path.join(seedDir, 'catalog/sa.yaml');
  writeFileSync(file, stringify({ ...parse(readFileSync(file, 'utf8')), loans: [] }));
  return startSite({ defaultCountries: ['sa'], apiEnv: { SEED_DIR: seedDir } });
}

const suite = useJourneySuite({ site: startCardsOnlySite, timeout: 180_000 });
afterAll(() => rmSync(seedDir, { recursive: true, force: true }));

it('a KSA visitor goes from step 0 straight to the questions; the indicator has no Select Product', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { consent: true, width: 1280, height: 900 }));
  const { page } = visitor;
  await page.goto(suite.site.shellUrlFor('sa') + '/');
  await page.getByLabel('Full Name').waitFor();
  const steps = page.getByRole('navigation', { name: 'Application steps' });
  await steps.locator('.ant-steps-item').first().waitFor();
  expect(await indicatorLabels(page)).toEqual([
    'Personal Information',
    'Check your eligibility',
    'Select Card Feature',
    'Select Card & Apply',
  ]);

  const person = newPerson('cards-only');
  await page.getByLabel('Full Name').fill(person.fullName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone Number').pressSequentially(nationalNumber.sa);
  await pressNext(page);
  await heading(page, texts.eligibilityTitle).waitFor();
  await expect(steps.locator('.ant-steps-item-finish .ant-steps-item-title').allInnerTexts()).resolves.toEqual([
    'Personal Information',
  ]);
  await expect(steps.locator('.ant-steps-item-process .ant-steps-item-title').innerText()).resolves.toBe(
    'Check your eligibility',
  );

  // Back from step 2 leads to step 0, where the visitor was before.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await heading(page, texts.personalInfoTitle).waitFor();
  expect(visitor.errors).toEqual([]);
});
