/**
 * `npm start -- --no-build` as an operator runs it (on free ports, over the built dist/ folders and
 * api/dist): a hostile URL does not stop a front end, a process killed with SIGKILL comes back, and
 * SIGTERM to the launcher, or to npm, ends every process it started and frees every port; a part that
 * is not ready in time is named and everything stops.
 * Needs the apps built (`npm run build`), as the browser tests do.
 */
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import {
  alive,
  commandLine,
  descendants,
  expectAllGone,
  keys,
  launch,
  spawnStart,
  stopThroughNpm,
  type Launched,
} from '../harness/npm-start';
import { apps, repoRoot } from '../harness/paths';
import { waitFor } from '../harness/ports';

jest.setTimeout(240_000);

/** The raw status of `GET <target>`: fetch would refuse to send most hostile targets. */
function rawStatus(port: number, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

const answers = (target: string) => () => fetch(target).then((res) => res.ok);

describe('npm start', () => {
  let site: Launched;
  beforeAll(async () => {
    site = await launch();
  });
  afterAll(() => site?.cleanUp());

  it('runs each app in its own process, on the ports it was given, pointing the browser at them', async () => {
    for (const key of keys) expect([key, site.pidOf(key)]).toEqual([key, expect.any(Number)]);
    const config = await (await fetch(site.url('shell', '/runtime-config.json'))).json();
    expect(config).toMatchObject({
      apiBaseUrl: `http://127.0.0.1:${site.ports.api}`,
      remotes: {
        onboarding: `http://127.0.0.1:${site.ports.onboarding}/mf-manifest.json`,
        support: `http://127.0.0.1:${site.ports.support}/mf-manifest.json`,
      },
    });
    const shellOrigin = `http://127.0.0.1:${site.ports.shell}`;
    const manifest = await fetch(site.url('support', '/mf-manifest.json'), { headers: { Origin: shellOrigin } });
    expect(manifest.headers.get('access-control-allow-origin')).toBe(shellOrigin);
  });

  it('answers hostile URLs with 400 and goes on serving in the same process', async () => {
    const shellPid = site.pidOf('shell');
    for (const target of ['/%', '/%ff', '/assets/%E0%A4%A', '/%c0%ae', '/..%2f..%2fetc/passwd']) {
      expect([target, await rawStatus(site.ports.shell, target)]).toEqual([target, 400]);
      expect([target, await rawStatus(site.ports.onboarding, target)]).toEqual([target, 400]);
    }
    expect((await fetch(site.url('shell'))).status).toBe(200);
    expect(site.pidOf('shell')).toBe(shellPid);
    expect(site.output()).not.toMatch(/stopped \(/);
  });

  it('does not serve the source maps', async () => {
    const manifest = await (await fetch(site.url('support', '/mf-manifest.json'))).json();
    const script: string = manifest.metaData.remoteEntry.name;
    expect(existsSync(path.join(repoRoot, apps.support.folder, 'dist', `${script}.map`))).toBe(true);
    expect((await fetch(site.url('support', `/${script}.map`))).status).toBe(404);
    expect(await (await fetch(site.url('support', `/${script}`))).text()).not.toContain('sourceMappingURL');
  });

  it('starts the API again after kill -9, and says so', async () => {
    const first = site.pidOf('api')!;
    process.kill(first, 'SIGKILL');
    await waitFor(async () => (site.pidOf('api') ?? first) !== first, 'a new API process', 60_000);
    expect(site.output()).toContain('The API stopped (killed by SIGKILL); starting it again in 0.5 s.');
    await waitFor(answers(site.url('api', '/ready')), 'the API to be ready again', 120_000);
    expect(alive(first)).toBe(false);
  });

  it('starts a front-end server again after kill -9', async () => {
    const first = site.pidOf('shell')!;
    process.kill(first, 'SIGKILL');
    await waitFor(async () => (site.pidOf('shell') ?? first) !== first, 'a new shell server', 60_000);
    await waitFor(answers(site.url('shell')), 'the shell to answer again', 60_000);
    expect(await (await fetch(site.url('shell'))).text()).toContain('<div id="root"');
  });

  it('on SIGTERM to the launcher, ends every process it started and frees every port', async () => {
    const tree = descendants(site.npm.pid!);
    // node scripts/start.mjs itself, not the shell npm runs it with
    const launcher = tree.find((pid) => /^\S*node scripts\/start\.mjs/.test(commandLine(pid)));
    expect(launcher).toBeDefined();
    for (const key of keys) expect(tree).toContain(site.pidOf(key));
    process.kill(launcher!, 'SIGTERM');
    expect(await site.exited).toBe(0);
    await expectAllGone(site, tree);
  });
});

describe('npm start, stopped through npm', () => {
  it('on SIGTERM to npm, whose shell does not pass it on, ends every process and frees every port', async () => {
    const site = await launch();
    try {
      const tree = await stopThroughNpm(site);
      for (const key of keys) expect(tree).toContain(site.pidOf(key));
      await expectAllGone(site, tree);
    } finally {
      site.cleanUp();
    }
  });
});

describe('npm start, when a part does not become ready', () => {
  it('stops every process after READY_TIMEOUT_MS and says which part was not ready and why', async () => {
    // An API whose database does not answer keeps failing at start.
    const site = await spawnStart({
      DATABASE_URL: 'postgres://storefront@127.0.0.1:1/none',
      READY_TIMEOUT_MS: '15000',
    });
    try {
      await waitFor(async () => site.pidOf('shell') !== undefined, 'the launcher to start the apps', 30_000);
      const tree = descendants(site.npm.pid!);
      let timer: NodeJS.Timeout | undefined;
      const code = await Promise.race([
        site.exited,
        new Promise((resolve) => (timer = setTimeout(resolve, 90_000, 'still running'))),
      ]);
      clearTimeout(timer);
      expect(code).toBe(1);
      const output = site.output();
      expect(output).toContain('The storefront did not become ready within 15 s:');
      expect(output).toContain(`The API (http://127.0.0.1:${site.ports.api}/ready) did not answer (ECONNREFUSED).`);
      // The front ends were ready: the message names only what was not.
      expect(output).not.toMatch(/The (shell|onboarding|eligibility|recommendations|support) server \(http/);
      await waitFor(async () => !tree.some(alive), 'every process it started to end', 30_000).catch(() => undefined);
      await expectAllGone(site, tree);
    } finally {
      site.cleanUp();
    }
  });
});
