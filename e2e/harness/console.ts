/**
 * The operator console in Chromium: the real API (its operator listener serving console/dist on
 * a port of its own) on a fresh embedded database, the first admin from OPERATOR_ADMIN_EMAIL and
 * OPERATOR_ADMIN_PASSWORD, and operators signing in as people do, their TOTP codes computed with
 * otplib from the secret the enrolment page shows.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { authenticator } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { startApi, type ApiServer } from './api-server';
import { launchBrowser } from './browser';
import { reportFailedPage, testFailed } from './failure-report';
import { describeFindings, newQualityVisitor, seriousAxeViolations, type QualityVisitor } from './quality-browser';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { repoRoot } from './paths';
import { freePort } from './ports';

export const firstAdmin = { email: 'admin@console.example', password: 'first admin password 1' };

export interface ConsoleSite {
  api: ApiServer;
  /** The operator listener: the console and /api/operator/v1. */
  consoleUrl: string;
  stop(): Promise<void>;
}

export async function startConsoleSite(env: Record<string, string> = {}): Promise<ConsoleSite> {
  if (!existsSync(path.join(repoRoot, 'console/dist/index.html'))) {
    throw new Error('console/dist is missing: run `NODE_ENV=production npm run build -w console` first');
  }
  const operatorPort = await freePort();
  const api = await startApi({
    corsOrigins: [],
    env: {
      OPERATOR_PORT: String(operatorPort),
      OPERATOR_HOST: '127.0.0.1',
      OPERATOR_ADMIN_EMAIL: firstAdmin.email,
      OPERATOR_ADMIN_PASSWORD: firstAdmin.password,
      CONSOLE_DIR: path.join(repoRoot, 'console/dist'),
      ...env,
    },
  });
  return { api, consoleUrl: `http://127.0.0.1:${operatorPort}`, stop: () => api.stop() };
}

export interface Credentials {
  email: string;
  password: string;
}

/** The second-factor secrets of the operators enrolled so far, by e-mail, as their phones hold them. */
export const authenticatorApp = new Map<string, string>();

/** The code the operator's authenticator app shows now. */
export const codeFor = async (email: string): Promise<string> => {
  const secret = authenticatorApp.get(email);
  if (!secret) throw new Error(`${email} has not enrolled a second factor in this run`);
  return authenticator.generate(secret);
};

/**
 * Signs in through the console's pages: e-mail and password, then the enrolment (the secret read
 * from the page into the authenticator app) or the code; ends on the signed-in console.
 */
export async function signIn(page: Page, consoleUrl: string, { email, password }: Credentials): Promise<void> {
  await page.goto(consoleUrl);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const enrol = page.getByRole('heading', { name: 'Set up your second factor' });
  const code = page.getByRole('heading', { name: 'Enter your code' });
  await enrol.or(code).waitFor({ timeout: 60000 });
  if (await enrol.isVisible()) {
    authenticatorApp.set(email, (await page.getByTestId('totp-secret').innerText()).trim());
    await page.getByLabel('6-digit code').fill(await codeFor(email));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  } else {
    await page.getByLabel('6-digit code').fill(await codeFor(email));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 60000 });
}

/** Adds an operator on the Operators page (an admin's). */
export async function addOperator(page: Page, { email, password, role }: Credentials & { role: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add operator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add operator' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Role').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(role, { exact: true }).click();
  await dialog.getByLabel('First password').fill(password);
  await dialog.getByRole('button', { name: 'Add operator' }).click();
  await page.getByRole('row').filter({ hasText: email }).waitFor({ timeout: 60000 });
  // The dialog closes (its button gone with it) before the page is the operator's next action's.
  await dialog.waitFor({ state: 'hidden', timeout: 60000 });
}

export interface ConsoleSuite {
  readonly site: ConsoleSite;
  readonly sink: SmtpSink;
  /** A new operator's browser (own cookies) at this width; reported if the test fails, closed after it. */
  operatorBrowser(width?: number): Promise<QualityVisitor>;
}

/**
 * A console suite's hooks: before its tests the SMTP sink (with `mail`), the API with its operator
 * listener (and the settings of `env`) and Chromium; after each test its operators' pages are reported when it failed, and closed.
 */
export function useConsoleSuite({ mail = false, env = {} }: { mail?: boolean; env?: Record<string, string> } = {}): ConsoleSuite {
  let site: ConsoleSite | undefined;
  let sink: SmtpSink | undefined;
  let browser: Browser | undefined;
  const open: QualityVisitor[] = [];
  beforeAll(async () => {
    if (mail) sink = await startSmtpSink();
    site = await startConsoleSite({ ...env, ...(sink ? { SMTP_URL: sink.url } : {}) });
    browser = await launchBrowser();
  }, 180000);
  afterEach(async () => {
    for (const visitor of open.splice(0)) {
      if (testFailed()) await reportFailedPage(visitor);
      await visitor.close();
    }
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await sink?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`This console suite has no ${name}`);
    return value;
  };
  return {
    get site() {
      return started(site, 'site');
    },
    get sink() {
      return started(sink, 'SMTP sink (useConsoleSuite({ mail: true }))');
    },
    async operatorBrowser(width = 1280) {
      const visitor = await newQualityVisitor(started(browser, 'browser'), { width, pageClock: false });
      open.push(visitor);
      return visitor;
    },
  };
}

/** axe's serious and critical findings on the page (or within a part of it), one line each. */
export const axeFindings = async (page: Page, within?: string): Promise<string[]> =>
  describeFindings(await seriousAxeViolations(page, within));
