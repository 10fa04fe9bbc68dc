import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, type Visitor } from '../harness/browser';
import { editSource, portIsFree, startDevLoop, stillRunning, type DevLoop } from '../harness/dev-loop';
import {
  chooseCountry,
  chooseProduct,
  fillPersonalInfo,
  heading,
  newPerson,
  openWizard,
  pressNext,
  texts,
} from '../harness/journey';
import { repoRoot } from '../harness/paths';
import { waitFor } from '../harness/ports';

/**
 * `npm run dev` (docs/development.md): the composed site from source, with the API, and a
 * remote's edit shown in the shell's page by hot module replacement.
 */
const onboardingMessages = path.join(repoRoot, 'mfe-onboarding/src/messages/en.json');
const editedHeadline = 'Pick the product you want';

let dev: DevLoop;
let browser: Browser;
let visitor: Visitor;

beforeAll(async () => {
  [dev, browser] = await Promise.all([startDevLoop(), launchBrowser()]);
  console.log(`npm run dev was ready in ${(dev.startupMs / 1000).toFixed(1)} s`);
}, 120_000);
afterAll(async () => {
  await visitor?.close();
  await browser?.close();
  dev?.cleanUp();
});

describe('npm run dev', () => {
  it("shows a remote's edited message in the shell's page without a reload, keeping the visitor's step and choice", async () => {
    visitor = await newVisitor(browser);
    const { page } = visitor;
    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documentLoads.push(request.url());
    });

    await openWizard(page, dev, { acceptCookies: true });
    await chooseCountry(page, 'ae');
    await fillPersonalInfo(page, newPerson('dev-loop'), 'ae');
    await pressNext(page);
    await chooseProduct(page, 'Card');
    const loadsBeforeEdit = documentLoads.length;

    const restore = editSource(
      onboardingMessages,
      `"selectProduct.headline": "${texts.selectProductHeadline}"`,
      `"selectProduct.headline": "${editedHeadline}"`,
    );
    try {
      const saved = Date.now();
      await heading(page, editedHeadline).waitFor({ timeout: 30_000 });
      console.log(`the edit showed on the page ${Date.now() - saved} ms after the save`);
      expect(documentLoads.length).toBe(loadsBeforeEdit);
      await expect(heading(page, texts.selectProductHeadline).count()).resolves.toBe(0);
      await expect(page.getByRole('radio', { name: texts.cardTile }).isChecked()).resolves.toBe(true);
    } finally {
      restore();
    }
    await heading(page, texts.selectProductHeadline).waitFor({ timeout: 30_000 });

    // The remotes' dev servers accept the shell's page for their sockets, under its security policy.
    expect(visitor.errors.filter((e) => /rspack-dev-server|Content Security Policy|WebSocket/.test(e))).toEqual([]);
    expect(visitor.foreignRequests).toEqual([]);
  });

  it('stops on SIGTERM to npm, leaving no process behind and every port free', async () => {
    const processes = dev.processes();
    // npm, its shell, the launcher, five dev servers, and tsx with the API it watches.
    expect(processes.length).toBeGreaterThanOrEqual(10);
    dev.terminate();
    await waitFor(async () => stillRunning(processes).length === 0, 'every process of the run to end', 20_000).catch(
      () => undefined,
    );
    expect(stillRunning(processes)).toEqual([]);
    for (const port of dev.ports) await expect(portIsFree(port)).resolves.toBe(true);
  });
});
