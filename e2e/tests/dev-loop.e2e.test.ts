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
 * remote's edit shown in the shell's page by hot module replacement; the operator console from
 * source, reloaded after an edit.
 */
const onboardingMessages = path.join(repoRoot, 'mfe-onboarding/src/messages/en.json');
const editedHeadline = 'Pick the product you want';
const signInPage = path.join(repoRoot, 'console/src/sign-in/sign-in-page.tsx');
const signInTitle = 'Sign in to the console';
const editedSignInTitle = 'Sign in to the operator console';

let dev: DevLoop;
let browser: Browser;
let visitor: Visitor;

beforeAll(async () => {
  [dev, browser] = await Promise.all([startDevLoop({ timeoutMs: 170_000 }), launchBrowser()]);
  console.log(`npm run dev was ready in ${(dev.startupMs / 1000).toFixed(1)} s`);
}, 200_000);
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

  it("serves the operator console from source, its API on the same origin, and reloads the page after a console edit", async () => {
    const operator = await newVisitor(browser);
    try {
      const { page } = operator;
      let documentLoads = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest()) documentLoads += 1;
      });
      await page.goto(dev.consoleUrl);
      // Signed out, as the operator API (through the console's dev server) says.
      await page.getByRole('heading', { name: signInTitle }).waitFor({ timeout: 60_000 });
      const loadsBeforeEdit = documentLoads;
      const restore = editSource(signInPage, `>${signInTitle}<`, `>${editedSignInTitle}<`);
      try {
        await page.getByRole('heading', { name: editedSignInTitle }).waitFor({ timeout: 60_000 });
        expect(documentLoads).toBeGreaterThan(loadsBeforeEdit);
      } finally {
        restore();
      }
      await page.getByRole('heading', { name: signInTitle, exact: true }).waitFor({ timeout: 60_000 });
    } finally {
      await operator.close();
    }
  });

  it('stops on SIGTERM to npm, leaving no process behind and every port free', async () => {
    const processes = dev.processes();
    // npm, its shell, the launcher, six dev servers (the console's too), and tsx with the API it watches.
    expect(processes.length).toBeGreaterThanOrEqual(11);
    dev.terminate();
    await waitFor(async () => stillRunning(processes).length === 0, 'every process of the run to end', 20_000).catch(
      () => undefined,
    );
    expect(stillRunning(processes)).toEqual([]);
    for (const port of dev.ports) await expect(portIsFree(port)).resolves.toBe(true);
  });
});
