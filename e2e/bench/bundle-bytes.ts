// JS the browser downloads before consent, for step 0 once consent is given, and over a whole card
// journey (step 0 to /congratulations), with the copies of each library it loads. Prints figures;
// asserts nothing (method and latest figures: docs/performance.md). Alone: `npx tsx e2e/bench/bundle-bytes.ts`.
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor } from '../harness/browser';
import { startSite, type Site } from '../harness/site';
import { timeCardJourney } from './card-journey';
import { formatScripts, formatStats, recordScripts, type ScriptStats } from './measure-page';

export interface BundleFigures {
  beforeConsent: ScriptStats;
  step0: ScriptStats;
  cardJourney: ScriptStats;
}

const isLoopback = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost';

export async function measureBundles(site: Site, browser: Browser): Promise<BundleFigures> {
  // Before consent: a first visit to '/', until the banner shows and the network is idle.
  let visitor = await newVisitor(browser);
  let recorder = recordScripts(visitor.page);
  await visitor.page.goto(site.shellUrl + '/', { waitUntil: 'networkidle' });
  await visitor.page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
  const beforeConsent = await recorder.stop();
  await visitor.close();

  // Step 0 with consent given before the load.
  visitor = await newVisitor(browser, { consent: true });
  recorder = recordScripts(visitor.page);
  await visitor.page.goto(site.shellUrl + '/', { waitUntil: 'networkidle' });
  await visitor.page.getByLabel('Full Name').waitFor();
  await visitor.page.waitForLoadState('networkidle');
  const step0 = await recorder.stop();
  await visitor.close();

  // The whole card journey, first load to /congratulations (the partner site's tab is not let out).
  visitor = await newVisitor(browser, { consent: true });
  await visitor.context.route(
    (url) => !isLoopback(url),
    (route) => route.abort(),
  );
  recorder = recordScripts(visitor.page);
  await timeCardJourney(visitor.page, site, 'bytes');
  await visitor.page.waitForLoadState('networkidle');
  const cardJourney = await recorder.stop();
  await visitor.close();

  return { beforeConsent, step0, cardJourney };
}

export function formatBundles(figures: BundleFigures, detail = true): string {
  const block = (label: string, stats: ScriptStats) => [
    formatStats(label, stats),
    ...(detail ? [formatScripts(stats)] : []),
  ];
  return [
    ...block('Before consent (/)', figures.beforeConsent),
    ...block('Step 0, consent given before the load', figures.step0),
    ...block('Whole card journey (/ to /congratulations)', figures.cardJourney),
  ].join('\n');
}

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    console.log(formatBundles(await measureBundles(site, browser)));
  } finally {
    await browser.close();
    await site.stop();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
