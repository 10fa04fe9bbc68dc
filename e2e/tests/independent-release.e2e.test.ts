import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { recordScripts } from '../bench/measure-page';
import { newVisitor } from '../harness/browser';
import { useJourneySuite } from '../harness/journey-suite';
import { repoRoot } from '../harness/paths';
import { startSite } from '../harness/site';

// A team releases mfe-support on its own: a second build of the remote, served where the first
// one was, shows on the next page load of the unchanged shell; a release built from another kit
// than the shell's brings and uses its own copy of it; a broken release only degrades its own slot.
const releaseRoot = path.join(repoRoot, 'e2e/.release');
const v2 = path.join(releaseRoot, 'mfe-support');
const v2Title = 'Help & Support (release 2)';

const suite = useJourneySuite({ site: () => startSite({ api: false }) });
afterAll(() => rmSync(releaseRoot, { recursive: true, force: true }));

/** Builds mfe-support again from a copy of its source with one visible change. */
function buildSecondRelease(): string {
  rmSync(releaseRoot, { recursive: true, force: true });
  mkdirSync(releaseRoot, { recursive: true });
  cpSync(path.join(repoRoot, 'mfe-support'), v2, {
    recursive: true,
    filter: (src) => !/(node_modules|dist)$/.test(src),
  });
  const messages = path.join(v2, 'src/messages/en.json');
  const source = readFileSync(messages, 'utf8');
  expect(source).toContain('"helpAndSupport.title": "Help & Support",');
  writeFileSync(messages, source.replace('"helpAndSupport.title": "Help & Support",', `"helpAndSupport.title": "${v2Title}",`));
  execFileSync(path.join(repoRoot, 'node_modules/.bin/rspack'), ['build'], {
    cwd: v2,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
  return path.join(v2, 'dist');
}


it('a new release of a remote shows on the next load of the unchanged shell', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { consent: true }));
  const { page } = visitor;
  await page.goto(suite.site.shellUrl + '/help-and-support');
  await page.getByLabel('Full Name').waitFor();
  await expect(page.getByText(v2Title).count()).resolves.toBe(0);

  const shellBefore = readdirSync(path.join(repoRoot, 'shell/dist')).sort();
  const dist = buildSecondRelease();
  await suite.site.startRemote('support', dist);

  await page.reload();
  await page.getByText(v2Title).first().waitFor();
  // The shell was neither rebuilt nor redeployed.
  expect(readdirSync(path.join(repoRoot, 'shell/dist')).sort()).toEqual(shellBefore);
});

/** The version under which an app built from this checkout's kit shares it (shared/tooling). */
const kitVersion: string = require(path.join(repoRoot, 'shared/tooling/shared-module-versions.cjs')).uiKitVersion();

it("a release built from another kit than the shell's loads its own copy, drawn with the storefront theme", async () => {
  // The second release, as if its kit had changed: the kit it shares and requires has another version.
  const otherKit = path.join(releaseRoot, 'other-kit-dist');
  rmSync(otherKit, { recursive: true, force: true });
  cpSync(existsSync(path.join(v2, 'dist')) ? path.join(v2, 'dist') : buildSecondRelease(), otherKit, { recursive: true });
  const otherVersion = kitVersion.replace(/[0-9a-f]{12}$/, (hash) => (hash === 'f'.repeat(12) ? 'e' : 'f').repeat(12));
  let rewritten = 0;
  for (const file of readdirSync(otherKit).filter((name) => /\.(js|json)$/.test(name))) {
    const text = readFileSync(path.join(otherKit, file), 'utf8');
    if (!text.includes(kitVersion)) continue;
    writeFileSync(path.join(otherKit, file), text.replaceAll(kitVersion, otherVersion));
    rewritten++;
  }
  expect(rewritten).toBeGreaterThan(0);
  await suite.site.startRemote('support', otherKit);

  const visitor = suite.track(await newVisitor(suite.browser, { consent: true }));
  const { page } = visitor;
  const scripts = recordScripts(page);
  await page.goto(suite.site.shellUrl + '/help-and-support');
  await page.getByText(v2Title).first().waitFor();
  await page.getByLabel('Full Name').waitFor();
  await page.waitForLoadState('networkidle');
  // The shell's copy (header, providers) and the release's own: two copies, each from its own app.
  const stats = await scripts.stop();
  expect(stats.copies.antd).toBe(2);
  const antdOrigins = stats.scripts.filter((script) => script.libraries.includes('antd')).map((script) => new URL(script.url).origin);
  expect(antdOrigins.sort()).toEqual([new URL(suite.site.shellUrl).origin, new URL(suite.site.remoteUrl('support')).origin].sort());

  // The release's copy mounts its own theme and finds the kit's stylesheet already in the page.
  const drawn = await page.getByLabel('Full Name').evaluate((element) => ({
    radius: getComputedStyle(element.closest('.ant-input-affix-wrapper') ?? element).borderTopLeftRadius,
    font: getComputedStyle(element).fontSize,
    kitSheets: document.querySelectorAll('link[data-storefront-kit]').length,
  }));
  expect(drawn).toEqual({ radius: '10px', font: '16px', kitSheets: 1 });
  await page.getByRole('button', { name: 'Submit' }).waitFor();
  expect(visitor.errors).toEqual([]);
});

it('a release whose exposed chunk is missing degrades to its fallback while the rest works', async () => {
  const broken = path.join(releaseRoot, 'broken-dist');
  rmSync(broken, { recursive: true, force: true });
  cpSync(existsSync(path.join(v2, 'dist')) ? path.join(v2, 'dist') : buildSecondRelease(), broken, { recursive: true });
  for (const file of readdirSync(broken)) {
    if (file.startsWith('__federation_expose_HelpAndSupportPage')) unlinkSync(path.join(broken, file));
  }
  await suite.site.startRemote('support', broken);

  const visitor = suite.track(await newVisitor(suite.browser, { consent: true }));
  const { page } = visitor;
  await page.goto(suite.site.shellUrl + '/help-and-support');
  await page.getByText(/Loading chunk .+ failed/).waitFor();
  await page.getByRole('banner').waitFor();
  // A page of the shell alone (the fallback of an unknown address) still works.
  await page.goto(suite.site.shellUrl + '/no-such-page');
  await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
});
