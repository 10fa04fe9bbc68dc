import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { RecordsLedger } from './records';
import type { Site } from './site';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * What the journey suites share (the journeys, steps 0-2, the repeated-clicks drill): the composed
 * site on the real API, the ledger that checks after each visit that the database holds exactly
 * the rows that visitor made, Chromium, and, for the suites that follow the confirmation mail, an
 * SMTP server the API delivers to.
 */
export interface JourneySuite<S extends Site> {
  site: S;
  ledger: RecordsLedger;
  browser: Browser;
}

export type JourneySuiteWithMail<S extends Site> = JourneySuite<S> & { sink: SmtpSink };

/** Starts a suite's servers and browser (in beforeAll); `start` starts the site. */
export async function startJourneySuite<S extends Site>(start: () => Promise<S>): Promise<JourneySuite<S>> {
  const site = await start();
  return { site, ledger: new RecordsLedger(site), browser: await launchBrowser() };
}

/** The same, with an SMTP server started first: `start` gets its URL for the API's SMTP_URL. */
export async function startJourneySuiteWithMail<S extends Site>(
  start: (smtpUrl: string) => Promise<S>,
): Promise<JourneySuiteWithMail<S>> {
  const sink = await startSmtpSink();
  return { sink, ...(await startJourneySuite(() => start(sink.url))) };
}

/** Stops what startJourneySuite started (in afterAll), whatever of it did start. */
export async function stopJourneySuite(suite: Partial<JourneySuiteWithMail<Site>> | undefined): Promise<void> {
  await suite?.browser?.close();
  await suite?.site?.stop();
  await suite?.sink?.stop();
}

/** After each test: the visitor's browser context closed and the ledger brought up to date. */
export async function endVisit(visitor: { close(): Promise<void> } | undefined, ledger: RecordsLedger | undefined): Promise<void> {
  await visitor?.close();
  await ledger?.catchUp();
}
