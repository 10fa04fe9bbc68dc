/**
 * The images' start and health-check commands, run outside Docker:
 * - each front end: the Dockerfile's CMD and HEALTHCHECK on Debian's nginx, over the app's dist folder,
 *   the configuration rendered from the environment compose gives the service as the image's
 *   entrypoint renders it (shared/tooling/nginx/prepare.cjs);
 * - the API: its runtime stage replayed into an empty folder (the COPY lines of api/Dockerfile, with
 *   node_modules holding only the production dependencies the lockfile gives api, what
 *   `npm install --omit=dev -w api` installs), then its CMD and HEALTHCHECK there, so a missing runtime
 *   file or a dependency needed at runtime but installed only for development fails here.
 * Needs the apps built (`npm run build`), as the browser tests do.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { frontEndKeys } from '@storefront/shared/contract';
import { testOperatorTotpKey } from '../../harness/api-server';
import { apps, repoRoot } from '../../harness/paths';
import { freePort } from '../../harness/ports';
import {
  all, buildOf, copyParts, finalStage, forThisPlatform, last, lockedPackages, read, readCompose, readDockerfile, serviceEnv, stageNamed,
  workdirOf, type Instruction,
} from './deploy-files';
import { runCheck, start, untilReady } from './processes';

const { nginxBinary, prepareFrontEnd } = require(path.join(repoRoot, 'shared/tooling/nginx/prepare.cjs')) as {
  nginxBinary(): string;
  prepareFrontEnd(key: string, env: NodeJS.ProcessEnv, runDir: string): unknown;
};

const compose = readCompose();
const frontendKeys = frontEndKeys;
const baseEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.tmpdir() };

/** `ENV A=1 B=${APP}` -> { A: '1', B: <APP> }. */
function envOf(instructions: Instruction[], args: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const instruction of instructions.filter((i) => i.keyword === 'ENV')) {
    for (const pair of instruction.args.split(/\s+/)) {
      const at = pair.indexOf('=');
      if (at <= 0) throw new Error(`ENV ${instruction.args}: only NAME=value pairs are read here`);
      env[pair.slice(0, at)] = pair.slice(at + 1).replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_m, name: string) => args[name] ?? '');
    }
  }
  return env;
}

/** The HEALTHCHECK's command as argv: its exec form, or `sh -c` of its shell form. */
function healthCommand(instruction: Instruction): string[] {
  if (instruction.exec) return instruction.exec;
  const text = instruction.args.replace(/^CMD\s+/, '');
  return ['/bin/sh', '-c', text];
}

describe('front-end images: CMD and HEALTHCHECK of frontend.Dockerfile', () => {
  const relative = path.join(buildOf(compose.services.shell)!.context, buildOf(compose.services.shell)!.dockerfile);
  const file = readDockerfile(relative);
  const runtime = finalStage(file);

  it.each(frontendKeys)('%s: starts, serves (its federation manifest, but no mf-stats.json), passes its health check, and stops on SIGTERM', async (key) => {
    const folder = apps[key].folder;
    const entry = key === 'shell' ? 'index.html' : 'mf-manifest.json';
    if (!existsSync(path.join(repoRoot, folder, 'dist', entry))) throw new Error(`${folder}/dist is missing: run \`npm run build\` first`);
    const build = buildOf(compose.services[key])!;
    const port = await freePort();
    const imageEnv = envOf(runtime.instructions, build.args);
    const env: Record<string, string> = { ...baseEnv, ...serviceEnv(compose.services[key]), PORT: String(port), HOST: '127.0.0.1' };
    // The image's entrypoint, as Debian's nginx runs it: the settings script sourced and the
    // templates rendered (prepare.cjs), into a folder standing for NGINX_ENVSUBST_OUTPUT_DIR.
    const outputDir = mkdtempSync(path.join(os.tmpdir(), `image-${key}-`));
    prepareFrontEnd(key, { ...env, DIST_DIR: path.join(repoRoot, folder, 'dist'), NGINX_WORKER_PROCESSES: '1' }, outputDir);
    const inImage = (arg: string) =>
      arg.split('/etc/nginx/storefront-defaults.sh').join(path.join(outputDir, 'storefront-defaults.sh')).split(`${imageEnv.NGINX_ENVSUBST_OUTPUT_DIR}/`).join(`${outputDir}/`);
    const cmd = last(runtime, 'CMD')!.exec!.map(inImage);
    expect(cmd[0]).toBe('nginx');
    const argv = [nginxBinary(), ...cmd.slice(1)];
    if (process.getuid?.() === 0) argv[argv.length - 1] += ' user root;'; // the image runs it as nginx, not root
    const server = start(argv, repoRoot, env);
    try {
      const url = `http://127.0.0.1:${port}`;
      await untilReady(server, `${url}/${entry}`, 20_000);
      const health = healthCommand(last(runtime, 'HEALTHCHECK')!).map(inImage);
      expect(runCheck(health, repoRoot, env)).toBe(0);
      // The federation manifest the shell loads the app by is served; the build's module stats are not.
      expect((await fetch(`${url}/mf-manifest.json`)).status).toBe(200);
      const stats = await fetch(`${url}/mf-stats.json`);
      expect([stats.status, stats.headers.get('content-type')]).toEqual([404, 'application/problem+json']);

      const shellOrigin = env.STOREFRONT_ORIGINS.split(',')[0];
      const res = await fetch(`${url}/${entry}`, { headers: { Origin: shellOrigin } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      if (key === 'shell') {
        expect(res.headers.get('content-security-policy')).toContain(new URL(env.REMOTE_SUPPORT_URL).origin);
        const config = await (await fetch(`${url}/runtime-config.json`)).json();
        expect(config).toMatchObject({
          apiBaseUrl: env.API_BASE_URL,
          remotes: { onboarding: env.REMOTE_ONBOARDING_URL, eligibility: env.REMOTE_ELIGIBILITY_URL, recommendations: env.REMOTE_RECOMMENDATIONS_URL, support: env.REMOTE_SUPPORT_URL },
          chunkLoadTimeoutMs: Number(env.CHUNK_LOAD_TIMEOUT_MS),
          defaultCountry: env.DEFAULT_COUNTRY,
        });
      } else {
        expect(res.headers.get('access-control-allow-origin')).toBe(shellOrigin);
        const foreign = await fetch(`${url}/${entry}`, { headers: { Origin: 'http://evil.example' } });
        expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      }
      expect(await server.stop()).toBe(0);
      // The check notices a server that is gone.
      expect(runCheck(health, repoRoot, env)).not.toBe(0);
    } finally {
      await server.stop();
      rmSync(outputDir, { recursive: true, force: true });
    }
  });
});

// ---- the API's runtime stage ------------------------------------------------------------------

/** The lockfile paths `npm install --omit=dev -w <workspace>` installs: the workspace's dependencies, transitively. */
function productionClosure(workspace: string): Set<string> {
  const packages = lockedPackages();
  const closure = new Set<string>();
  const resolve = (from: string, name: string): string | undefined => {
    for (let base = from; ; ) {
      const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!base) return undefined;
      const at = base.lastIndexOf('/node_modules/');
      base = at >= 0 ? base.slice(0, at) : '';
    }
  };
  const visit = (key: string) => {
    const pkg = packages[key];
    // npm keeps a production package's optional peers when the lockfile has them (drizzle-orm's @types/pg).
    const optional = new Set([
      ...Object.keys(pkg.optionalDependencies ?? {}),
      ...Object.entries(pkg.peerDependenciesMeta ?? {}).filter(([, m]) => m.optional).map(([n]) => n),
    ]);
    const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
    for (const name of new Set(names)) {
      const found = resolve(key, name);
      if (!found) {
        if (optional.has(name)) continue;
        throw new Error(`${key} needs ${name}, which the lockfile does not have`);
      }
      if (optional.has(name) && !forThisPlatform(packages[found])) continue;
      if (packages[found].link) throw new Error(`${key} needs the workspace ${name}: the API image does not copy workspaces`);
      if (!closure.has(found)) {
        closure.add(found);
        visit(found);
      }
    }
  };
  visit(workspace);
  return closure;
}

describe('the API image: its runtime stage, replayed without Docker', () => {
  const dockerfile = readDockerfile('api/Dockerfile');
  const runtime = finalStage(dockerfile);
  const closure = productionClosure('api');
  let root: string;

  beforeAll(() => {
    if (!existsSync(path.join(repoRoot, 'api/dist/server.js'))) throw new Error('api/dist is missing: run `npm run build` first');
    // Nothing above the folder may lend it a node_modules.
    root = mkdtempSync(path.join(os.tmpdir(), 'api-image-'));
    for (let dir = path.dirname(root); ; dir = path.dirname(dir)) {
      expect(existsSync(path.join(dir, 'node_modules'))).toBe(false);
      if (dir === path.dirname(dir)) break;
    }
  });
  afterAll(() => root && rmSync(root, { recursive: true, force: true }));

  it('installs none of the development dependencies', () => {
    const api = JSON.parse(read('api/package.json'));
    const rootPackage = JSON.parse(read('package.json'));
    const names = new Set([...closure].map((key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)));
    for (const dependency of Object.keys(api.dependencies)) expect(names).toContain(dependency);
    // Type declarations (no code) that npm keeps as optional peers of production packages aside,
    // no development dependency of the api or the root is installed.
    const development = [...Object.keys(api.devDependencies), ...Object.keys(rootPackage.devDependencies)].filter((name) => !name.startsWith('@types/'));
    expect(development.filter((name) => names.has(name))).toEqual([]);
    for (const tool of ['typescript', 'jest', 'ts-jest', 'tsx', '@rspack/core', 'playwright-core', 'smtp-server', 'drizzle-kit', 'esbuild']) expect(names.has(tool)).toBe(false);
  });

  it('assembles from its COPY lines, then starts with its CMD, passes its HEALTHCHECK and stops on SIGTERM', async () => {
    let workdir = '/';
    const at = (imagePath: string) => path.join(root, path.posix.isAbsolute(imagePath) ? imagePath : path.posix.join(workdir, imagePath));
    for (const instruction of runtime.instructions) {
      if (instruction.keyword === 'WORKDIR') {
        workdir = instruction.args;
        mkdirSync(at(workdir), { recursive: true });
      } else if (instruction.keyword === 'COPY') {
        const { sources, dest } = copyParts(instruction);
        expect(sources).toHaveLength(1);
        const from = instruction.flags.from ? stageNamed(dockerfile, instruction.flags.from)! : undefined;
        const source = from ? path.posix.relative(workdirOf(from), sources[0]) : sources[0];
        expect(source.startsWith('..')).toBe(false);
        const target = at(dest);
        if (from && all(from, 'RUN').some((r) => /npm (ci|install)\b.*--omit=dev/.test(r.args)) && /(^|\/)node_modules$/.test(source)) {
          // What `npm install --omit=dev -w api` left in this folder: the lockfile's production closure of api.
          mkdirSync(target, { recursive: true });
          for (const key of closure) {
            if (!key.startsWith(`${source}/`)) continue;
            const installed = path.join(repoRoot, key);
            if (!existsSync(installed)) throw new Error(`${key} is in the lockfile but not installed: run \`npm install\``);
            cpSync(installed, path.join(target, key.slice(source.length + 1)), {
              recursive: true,
              // Nested node_modules are packages of their own, copied when the closure has them.
              filter: (file) => !path.relative(installed, file).split(path.sep).includes('node_modules'),
            });
          }
        } else {
          cpSync(path.join(repoRoot, source), target, { recursive: true });
        }
      } else if (instruction.keyword === 'RUN') {
        const mkdir = /^mkdir -p (\S+) && chown \S+ \1$/.exec(instruction.args);
        if (!mkdir) throw new Error(`RUN ${instruction.args}: not something this replay knows`);
        mkdirSync(at(mkdir[1]), { recursive: true });
      } else if (!['ENV', 'USER', 'EXPOSE', 'HEALTHCHECK', 'CMD', 'ARG', 'LABEL', 'STOPSIGNAL'].includes(instruction.keyword)) {
        throw new Error(`${instruction.keyword}: not something this replay knows`);
      }
    }
    expect(readdirSync(root).sort()).toEqual(['app']);
    expect(existsSync(path.join(root, 'app/api/dist/server.js'))).toBe(true);
    expect(existsSync(path.join(root, 'app/node_modules/typescript'))).toBe(false);

    const port = await freePort();
    const metricsPort = await freePort();
    const env = {
      ...baseEnv,
      ...envOf(runtime.instructions, {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      OPERATOR_PORT: '0',
      // The key compose gives a production API (it refuses to start without one).
      OPERATOR_TOTP_KEY: testOperatorTotpKey,
      DATABASE_URL: 'memory://',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    };
    const cwd = at(workdirOf(runtime));
    const api = start(last(runtime, 'CMD')!.exec!, cwd, env);
    try {
      await untilReady(api, `http://127.0.0.1:${port}/ready`);
      expect(runCheck(healthCommand(last(runtime, 'HEALTHCHECK')!), cwd, env)).toBe(0);
      const banners = await fetch(`http://127.0.0.1:${port}/api/banners/public`, { headers: { 'X-Country-Key': 'AE' } });
      expect(banners.status).toBe(200);
      expect((await banners.json()).length).toBeGreaterThan(0);
      // Metrics on their own port (not published by the image's users), not on the API's.
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
      expect(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()).toContain('http_requests_total{method="GET",route="/api/banners/public",status_code="200"} 1');
      expect(await api.stop()).toBe(0);
      expect(runCheck(healthCommand(last(runtime, 'HEALTHCHECK')!), cwd, env)).not.toBe(0);
    } finally {
      await api.stop();
    }
  });
});
