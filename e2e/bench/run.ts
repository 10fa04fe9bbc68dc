/**
 * `npm run bench`: every benchmark of the storefront, figures printed as a table at the end and
 * written to docs/performance.md between its bench markers, replacing the previous table (the
 * method of each figure is described there). A benchmark, not a test: it asserts nothing. Needs
 * the built apps (`npm run build`) and /usr/bin/chromium.
 *
 * 1. API (`npm run bench:api`): CPU per complete card journey and latency per call, 50 journeys at
 *    once, two instances on PostgreSQL and Redis, 10,000 cards (api/bench/journeys.ts).
 * 2. JS bytes and library copies: before consent, step 0, the whole card journey (bundle-bytes.ts).
 * 3. The card journey's time from the first Next to /congratulations without the fixed waits
 *    (card-journey.ts).
 * 4. Lighthouse, mobile, on `/` before consent, step 0 and step 4's card results (lighthouse.ts).
 *
 * Each browser figure is the median of BENCH_RUNS runs (default 3); the API bench runs
 * BENCH_RUNS interleaved rounds and reports medians too. The machine is shared, so the figures
 * are noisy; the median of the runs is what is kept. Environment: BENCH_RUNS, BENCH_ONLY
 * (comma-separated: api, bytes, journey, lighthouse; a partial run leaves docs/performance.md as
 * it is, since its table holds every figure of one run), BENCH_NO_WRITE=1 (print only),
 * BENCH_SECONDS and BENCH_JOURNEYS (API). The last run's Lighthouse reports and every raw
 * figure are kept in e2e/artifacts/.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, newVisitor } from '../harness/browser';
import { apps, artifactsDir, repoRoot } from '../harness/paths';
import { startSite, type Site } from '../harness/site';
import { formatBundles, measureBundles, type BundleFigures } from './bundle-bytes';
import { timeCardJourney, type JourneyTiming } from './card-journey';
import { lighthouseCardResults, lighthouseNavigation, startDebugChromium, type LighthouseFigures } from './lighthouse';
import { performanceDoc, writeBenchBlock } from './performance-doc';
import { kb, type ScriptStats } from './measure-page';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const only = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const wanted = (part: string) => !only || only.includes(part);
const reportDir = path.join(artifactsDir, 'lighthouse');

// The API bench's JSON.
type ApiFigures = import('../../api/bench/journeys').ApiBenchResult;

interface Results {
  date: string;
  machine: string;
  runs: number;
  api?: ApiFigures;
  bytes?: BundleFigures;
  journey?: { runs: JourneyTiming[]; median: JourneyTiming };
  lighthouse?: { runs: LighthouseFigures[][]; median: LighthouseFigures[] };
}

/** The JavaScript budgets (gzip, KB): the goals in docs/performance.md. */
const jsBudgetKb = { beforeConsent: 110, step0: 260, cardJourney: 380, perLanguage: 10 } as const;
/** The fonts' budget to step 0 (woff2, KB): Urdu's; Arabic's has none. */
const fontBudgetKb: Partial<Record<'ar' | 'ur', number>> = { ur: 150 };

const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const medianOrNull = (values: (number | null | undefined)[]) => {
  const m = median(values.filter((v): v is number => typeof v === 'number'));
  return Number.isNaN(m) ? null : m;
};

function machine(): string {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown CPU';
  const nproc = (() => {
    try {
      return execFileSync('nproc', { encoding: 'utf8' }).trim();
    } catch {
      return String(os.cpus().length);
    }
  })();
  const memory = `${Math.round(os.totalmem() / 2 ** 30)} GB`;
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return `nproc ${nproc}, ${model}, ${memory} RAM, Node ${process.versions.node}; load average at start ${load}`;
}

function requireBuilt() {
  const missing = [
    path.join(repoRoot, 'api/dist/server.js'),
    path.join(repoRoot, 'shell/dist/index.html'),
    ...Object.values(apps)
      .filter((app) => app.federationName)
      .map((app) => path.join(repoRoot, app.folder, 'dist/mf-manifest.json')),
  ].filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`Not built: ${missing.join(', ')}. Run \`npm run build\` first.`);
}

async function benchApi(): Promise<ApiFigures> {
  const out = path.join(artifactsDir, 'bench-api.json');
  mkdirSync(artifactsDir, { recursive: true });
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'bench:api'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, BENCH_JSON: out, BENCH_ROUNDS: process.env.BENCH_ROUNDS ?? String(runs) },
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run bench:api exited with ${code}`))));
  });
  return JSON.parse(readFileSync(out, 'utf8')) as ApiFigures;
}

async function benchJourney(site: Site): Promise<{ runs: JourneyTiming[]; median: JourneyTiming }> {
  const browser = await launchBrowser();
  const timings: JourneyTiming[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const visitor = await newVisitor(browser, { consent: true });
      await visitor.context.route(
        (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
        (route) => route.abort(),
      );
      const timing = await timeCardJourney(visitor.page, site, `journey${run}`);
      await visitor.close();
      console.log(`journey run ${run}: ${timing.activeMs} ms without the fixed waits (wall ${timing.wallMs} ms)`);
      timings.push(timing);
    }
  } finally {
    await browser.close();
  }
  const first = timings[0];
  return {
    runs: timings,
    median: {
      transitions: first.transitions.map((t, i) => ({
        ...t,
        ms: Math.round(median(timings.map((x) => x.transitions[i].ms))),
      })),
      activeMs: Math.round(median(timings.map((t) => t.activeMs))),
      redirectDelayMs: Math.round(median(timings.map((t) => t.redirectDelayMs))),
      wallMs: Math.round(median(timings.map((t) => t.wallMs))),
    },
  };
}

async function benchLighthouse(site: Site): Promise<{ runs: LighthouseFigures[][]; median: LighthouseFigures[] }> {
  const all: LighthouseFigures[][] = [];
  for (let run = 1; run <= runs; run++) {
    // A fresh Chromium (and profile) per run.
    const chrome = await startDebugChromium();
    try {
      const keep = run === runs ? reportDir : undefined;
      const results = [
        await lighthouseNavigation(chrome, site, false, keep),
        await lighthouseNavigation(chrome, site, true, keep),
        await lighthouseCardResults(chrome, site, keep),
      ];
      for (const r of results) {
        console.log(
          `lighthouse run ${run}, ${r.page}: score ${r.score} LCP ${fmtMs(r.lcpMs)} TBT ${fmtMs(r.tbtMs)} CLS ${fmtCls(r.cls)}` +
            (r.resultsShownMs !== undefined ? ` results shown ${fmtMs(r.resultsShownMs)}` : '') +
            ` (benchmarkIndex ${r.benchmarkIndex})`,
        );
      }
      all.push(results);
    } finally {
      await chrome.close();
    }
  }
  const medianFigures = all[0].map((first, i) => {
    const of = (pick: (f: LighthouseFigures) => number | null | undefined) => medianOrNull(all.map((r) => pick(r[i])));
    return {
      ...first,
      score: of((f) => f.score),
      lcpMs: of((f) => f.lcpMs),
      tbtMs: of((f) => f.tbtMs),
      cls: of((f) => f.cls),
      resultsShownMs: first.resultsShownMs === undefined ? undefined : of((f) => f.resultsShownMs),
      benchmarkIndex: of((f) => f.benchmarkIndex),
      warnings: [...new Set(all.flatMap((r) => r[i].warnings))],
    };
  });
  return { runs: all, median: medianFigures };
}

const fmtMs = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? 'n/a' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
const fmtCls = (cls: number | null | undefined) => (cls === null || cls === undefined ? 'n/a' : cls.toFixed(3));
const yes = (ok: boolean) => (ok ? 'yes' : '**no**');
const int = (n: number) => Math.round(n).toLocaleString('en-US');

/** The figures as Markdown: one table of everything, then the journey's transitions. */
function table(results: Results): string {
  const rows: string[][] = [];
  const lh = results.lighthouse?.median ?? [];
  for (const page of lh) {
    const timespan = page.mode === 'timespan';
    rows.push([
      `Lighthouse, ${page.page} (${page.mode})`,
      `score **${page.score ?? 'n/a'}** · ${timespan ? `LCP n/a (results shown ${fmtMs(page.resultsShownMs)})` : `LCP ${fmtMs(page.lcpMs)}`} · ` +
        `TBT ${fmtMs(page.tbtMs)} · CLS ${fmtCls(page.cls)}`,
      'score ≥ 90, CLS ≤ 0.05',
      yes((page.score ?? 0) >= 90 && (page.cls ?? 1) <= 0.05),
    ]);
  }
  if (results.bytes) {
    const bytes = (stats: ScriptStats) =>
      `${stats.files} files · ${kb(stats.rawBytes)} raw · **${kb(stats.gzipBytes)} gzip**`;
    const copies = (stats: ScriptStats) =>
      Object.entries(stats.copies)
        .map(([name, n]) => `${name} ×${n}`)
        .join(' · ');
    const { beforeConsent, step0, cardJourney } = results.bytes;
    rows.push([
      'JS before consent (`/`)',
      `${bytes(beforeConsent)}; ${copies(beforeConsent)}`,
      `≤ ${jsBudgetKb.beforeConsent} KB gzip`,
      yes(beforeConsent.gzipBytes <= jsBudgetKb.beforeConsent * 1024),
    ]);
    rows.push([
      'JS to step 0 (consent given before the load)',
      `${bytes(step0)}; ${copies(step0)}`,
      `≤ ${jsBudgetKb.step0} KB gzip`,
      yes(step0.gzipBytes <= jsBudgetKb.step0 * 1024),
    ]);
    rows.push([
      'JS of the whole card journey (`/` to /congratulations)',
      bytes(cardJourney),
      `≤ ${jsBudgetKb.cardJourney} KB gzip`,
      yes(cardJourney.gzipBytes <= jsBudgetKb.cardJourney * 1024),
    ]);
    for (const [language, name] of [['ar', 'Arabic'], ['ur', 'Urdu']] as const) {
      const { scripts, fonts } = results.bytes.step0In[language];
      const more = scripts.gzipBytes - step0.gzipBytes;
      const fontBudget = fontBudgetKb[language];
      rows.push([
        `JS and fonts to step 0 in ${name} (the browser prefers it; consent given)`,
        `${bytes(scripts)} (${kb(more)} more than English) · fonts ${fonts.files} files, ${kb(fonts.gzipBytes)}`,
        `JS ≤ ${jsBudgetKb.perLanguage} KB gzip more than English${fontBudget ? `; fonts ≤ ${fontBudget} KB` : ''}`,
        yes(more <= jsBudgetKb.perLanguage * 1024 && (!fontBudget || fonts.gzipBytes <= fontBudget * 1024)),
      ]);
    }
    const c = cardJourney.copies;
    rows.push([
      'Library copies over the card journey',
      copies(cardJourney),
      'each shared library once (react-dom, antd, federation runtime, swr)',
      yes(Object.values(c).every((n) => n === 1)),
    ]);
  }
  if (results.api) {
    const a = results.api;
    for (const build of a.builds) {
      rows.push([
        `API card journey, ${int(a.cardCount)} cards, ${a.concurrentJourneys} journeys at once, ${a.instances} instances on PostgreSQL and Redis (\`bench:api\`)`,
        `**${build.cpuMsPerJourney} ms CPU per journey** (${build.callsPerJourney} calls) · p99 of every call **${build.p99} ms** · worst p99 of one call ${build.worstCallP99} ms · ${build.rssMb} MB per instance` +
          (build.errors ? ` · ${build.errors} errors` : ''),
        `p99 ≤ ${a.p99GoalMs} ms for every kind of call`,
        yes(build.worstCallP99 <= a.p99GoalMs),
      ]);
    }
  }
  if (results.journey) {
    const j = results.journey.median;
    rows.push([
      'Card journey, first Next to /congratulations, without the fixed waits',
      `**${fmtMs(j.activeMs)}** (${j.transitions.length} transitions; wall ${fmtMs(j.wallMs)} with the 3 s Next locks, the typing and the ${fmtMs(j.redirectDelayMs)} redirect delay)`,
      '',
      '',
    ]);
  }
  const lines = [
    '| what | figure (median) | goal | met |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
  if (results.journey) {
    lines.push('', 'Card journey (UAE, Card), each transition from the click to the next screen painted (median):', '');
    lines.push('| transition | calls the API | ms |', '| --- | --- | --- |');
    for (const t of results.journey.median.transitions) lines.push(`| ${t.name} | ${t.api ? 'yes' : 'no'} | ${t.ms} |`);
  }
  return lines.join('\n');
}

/** Replaces the table of the latest figures in docs/performance.md. */
function writePerformanceDoc(results: Results) {
  writeBenchBlock(
    `Measured ${results.date} on ${results.machine}; median of ${results.runs} runs.\n\n${table(results)}`,
  );
}

async function main() {
  requireBuilt();
  const results: Results = { date: new Date().toISOString().slice(0, 10), machine: machine(), runs };
  console.log(`npm run bench: ${results.machine}; ${runs} runs per figure`);

  if (wanted('api')) {
    console.log('\n== API: recommendation filter and count on 10,000 cards, beside a bare Fastify route');
    results.api = await benchApi();
  }
  if (wanted('bytes') || wanted('journey') || wanted('lighthouse')) {
    const site = await startSite();
    try {
      if (wanted('bytes')) {
        console.log('\n== JS bytes and library copies');
        const browser = await launchBrowser();
        try {
          results.bytes = await measureBundles(site, browser);
        } finally {
          await browser.close();
        }
        console.log(formatBundles(results.bytes));
      }
      if (wanted('journey')) {
        console.log('\n== Card journey, first Next to /congratulations without the fixed waits');
        results.journey = await benchJourney(site);
      }
      if (wanted('lighthouse')) {
        console.log('\n== Lighthouse (mobile, throttled)');
        results.lighthouse = await benchLighthouse(site);
        console.log(`(reports of the last run: ${path.relative(repoRoot, reportDir)}/)`);
      }
    } finally {
      await site.stop();
    }
  }

  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(path.join(artifactsDir, 'bench-results.json'), JSON.stringify(results, null, 2));
  console.log(`\n== Figures (${results.date}, ${results.machine}; median of ${runs} runs)\n`);
  console.log(table(results));
  if (!only && process.env.BENCH_NO_WRITE !== '1') {
    writePerformanceDoc(results);
    console.log(`\n${path.relative(repoRoot, performanceDoc)}: table of the latest figures replaced.`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
