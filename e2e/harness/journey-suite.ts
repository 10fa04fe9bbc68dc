import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { reportFailedPage, testFailed, type ReportedVisitor } from './failure-report';
import { RecordsLedger } from './records';
import type { Site } from './site';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/** What a suite has started so far. */
interface Started<S extends Site> {
  site?: S;
  ledger?: RecordsLedger;
  browser?: Browser;
  sink?: SmtpSink;
}

/** Whatever can end a visit: a visitor's browser context. */
interface Closable {
  close(): Promise<void>;
}

type SiteStart<S extends Site> =
  | { mail: true; site: (smtpUrl: string) => Promise<S> }
  | { mail?: false; site?: () => Promise<S> };

export type JourneySuiteOptions<S extends Site, V extends Closable> = SiteStart<S> & {
  /** A RecordsLedger on the site, brought up to date after each test. */
  ledger?: boolean;
  /** Checks the test's visitor after the test, before it is closed. */
  checkVisitor?: (visitor: V) => void;
  /** How long starting may take, when more than the test timeout. */
  timeout?: number;
};

/**
 * What the browser suites share (the journeys, the quality drills, the storefront's pages): Chromium,
 * the composed site on the real API, the ledger that checks after each visit that the database
 * holds exactly the rows that visitor made, and, for the suites that follow the confirmation mail,
 * an SMTP server the API delivers to. The tests read them once beforeAll has started them; reading
 * one the suite's options did not ask for throws.
 */
export interface JourneySuite<S extends Site, V extends Closable> {
  readonly site: S;
  readonly ledger: RecordsLedger;
  readonly browser: Browser;
  readonly sink: SmtpSink;
  /** The test's current visitor (the last one `track` was given), closed after the test. */
  readonly visitor: V;
  /** Makes `visitor` the test's current visitor and gives it back. */
  track<T extends V>(visitor: T): T;
}

/** Stops what the suite started, whatever of it did start. */
async function stop(started: Started<Site>): Promise<void> {
  await started.browser?.close();
  await started.site?.stop();
  await started.sink?.stop();
}

/**
 * Registers a suite's hooks: before its tests the SMTP sink (with `mail`), the site and its ledger
 * (with `ledger`) and Chromium start; after each test its visitor is reported when the test failed,
 * checked and closed, and the ledger catches up; after its tests everything stops.
 */
export function useJourneySuite<S extends Site = Site, V extends Closable = Closable>(
  options: JourneySuiteOptions<S, V>,
): JourneySuite<S, V> {
  const started: Started<S> = {};
  let current: V | undefined;
  const get = <K extends keyof Started<S>>(key: K): NonNullable<Started<S>[K]> => {
    const value = started[key];
    if (!value) throw new Error(`This suite has no ${key}: it starts one when its options ask, in beforeAll`);
    return value;
  };

  beforeAll(async () => {
    if (options.mail) started.sink = await startSmtpSink();
    const site = options.mail ? await options.site(get('sink').url) : await options.site?.();
    started.site = site;
    if (site && options.ledger) started.ledger = new RecordsLedger(site);
    started.browser = await launchBrowser();
  }, options.timeout);
  afterAll(() => stop(started));
  afterEach(async () => {
    const visitor = current;
    current = undefined;
    try {
      if (visitor && testFailed() && 'page' in visitor) await reportFailedPage(visitor as unknown as ReportedVisitor);
      if (visitor) options.checkVisitor?.(visitor);
    } finally {
      await visitor?.close();
      await started.ledger?.catchUp();
    }
  });

  return {
    get site() {
      return get('site');
    },
    get ledger() {
      return get('ledger');
    },
    get browser() {
      return get('browser');
    },
    get sink() {
      return get('sink');
    },
    get visitor() {
      if (!current) throw new Error('This test has no visitor yet: give it to track()');
      return current;
    },
    track(visitor) {
      current = visitor;
      return visitor;
    },
  };
}
