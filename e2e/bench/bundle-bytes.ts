// JS the browser downloads before consent, for step 0 once consent is given, and over a whole card
// journey (step 0 to /congratulations), with the copies of each library it loads. Prints figures;
// asserts nothing (method and latest figures: docs/performance.md). Alone: `npx tsx e2e/bench/bundle-bytes.ts`.
import type { Browser } from 'playwright-core';
import path from 'node:path';
import { launchBrowser, newVisitor } from '../harness/browser';
import type { Language } from '../harness/catalog';
import { apps, repoRoot } from '../harness/paths';
import { remoteNames, startSite, type Site } from '../harness/site';
import { timeCardJourney } from './card-journey';
import { formatScripts, formatStats, recordScripts, type ScriptStats } from './measure-page';
import { breakDown, formatPackages } from './script-breakdown';

/** Step 0 for a visitor whose browser prefers Arabic or Urdu: the scripts, and the fonts apart. */
export interface LanguageStep0 {
  scripts: ScriptStats;
  fonts: ScriptStats;
}

export interface BundleFigures {
  beforeConsent: ScriptStats;
  step0: ScriptStats;
  cardJourney: ScriptStats;
  step0In: Record<Exclude<Language, 'en'>, LanguageStep0>;
}

const browserLocales: Record<Exclude<Language, 'en'>, string> = { ar: 'ar-AE', ur: 'ur-PK' };

const isLoopback = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost';

/** The dist folder each of the site's origins serves, for the scripts' source maps. */
function distFolders(site: Site): (origin: string) => string | undefined {
  const folders = new Map<string, string>([[new URL(site.shellUrl).origin, path.join(repoRoot, apps.shell.folder, 'dist')]]);
  for (const name of remoteNames) folders.set(new URL(site.remoteUrl(name)).origin, path.join(repoRoot, apps[name].folder, 'dist'));
  return (origin) => folders.get(origin);
}

export async function measureBundles(site: Site, browser: Browser): Promise<BundleFigures> {
  const figures = await measureScripts(site, browser);
  const distOf = distFolders(site);
  const attributed = (stats: ScriptStats) => breakDown(stats, distOf);
  return {
    beforeConsent: attributed(figures.beforeConsent),
    step0: attributed(figures.step0),
    cardJourney: attributed(figures.cardJourney),
    step0In: {
      ar: { ...figures.step0In.ar, scripts: attributed(figures.step0In.ar.scripts) },
      ur: { ...figures.step0In.ur, scripts: attributed(figures.step0In.ur.scripts) },
    },
  };
}

async function measureScripts(site: Site, browser: Browser): Promise<BundleFigures> {
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

  // Step 0 in Arabic and in Urdu (the deployment's country offers both), consent given, the page
  // in the browser's language: its catalogs, antd's texts and the language's font come on top.
  const step0In = {} as BundleFigures['step0In'];
  for (const language of ['ar', 'ur'] as const) {
    visitor = await newVisitor(browser, { consent: true, locale: browserLocales[language] });
    const scripts = recordScripts(visitor.page);
    const fonts = recordScripts(visitor.page, /\.woff2?(\?|$)/);
    await visitor.page.goto(site.shellUrl + '/', { waitUntil: 'networkidle' });
    await visitor.page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    await visitor.page.locator('input').first().waitFor();
    await visitor.page.evaluate(() => document.fonts.ready.then(() => undefined));
    await visitor.page.waitForLoadState('networkidle');
    step0In[language] = { scripts: await scripts.stop(), fonts: await fonts.stop() };
    await visitor.close();
  }

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

  return { beforeConsent, step0, cardJourney, step0In };
}

export function formatBundles(figures: BundleFigures, detail = true): string {
  const block = (label: string, stats: ScriptStats) => [
    formatStats(label, stats),
    ...(detail ? [formatScripts(stats, 40), formatPackages(stats)].filter(Boolean) : []),
  ];
  return [
    ...block('Before consent (/)', figures.beforeConsent),
    ...block('Step 0, consent given before the load', figures.step0),
    ...block('Whole card journey (/ to /congratulations)', figures.cardJourney),
    ...block('Step 0 in Arabic, scripts', figures.step0In.ar.scripts),
    ...block('Step 0 in Arabic, fonts', figures.step0In.ar.fonts),
    ...block('Step 0 in Urdu, scripts', figures.step0In.ur.scripts),
    ...block('Step 0 in Urdu, fonts', figures.step0In.ur.fonts),
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
