/**
 * docker-compose.yml, the Dockerfiles, .env.example, README.md and docs/operations.md checked against the repository,
 * without a Docker engine: what compose would build, publish and pass to each container must be
 * what the apps read and what the tests run.
 */
import path from 'node:path';
import { frontEndKeys, remoteNames, type FrontEndKey } from '@storefront/shared/contract';
import { apps, repoRoot } from '../../harness/paths';
import {
  all, buildOf, codeNames, composeVariables, copyParts, exists, finalStage, interpolate, last, publishedPorts, read,
  readCompose, readDockerfile, readEnvFile, serviceEnv, stageNamed, tableRows, workdirOf, type Dockerfile,
} from './deploy-files';

const compose = readCompose();
const composeText = read('docker-compose.yml');
const envExample = readEnvFile('.env.example');
const readme = read('README.md');
const operations = read('docs/operations.md');
const frontendKeys: readonly FrontEndKey[] = frontEndKeys;
const remoteKeys = remoteNames;
const services = Object.entries(compose.services);
const built = services.filter(([, s]) => buildOf(s)).map(([name, s]) => ({ name, service: s, build: buildOf(s)! }));
const frontends = built.filter((b) => b.build.args.APP !== undefined);

function dockerfileOf(name: string): { file: Dockerfile; relative: string } {
  const { build } = built.find((b) => b.name === name)!;
  const relative = path.join(build.context, build.dockerfile);
  return { file: readDockerfile(relative), relative };
}

/** The settings of the API's env schema (api/src/config.ts, as built), each with whether it has a default. */
function apiSettings(): Map<string, boolean> {
  const { EnvSchema } = require(path.join(repoRoot, 'api/dist/config.js')) as {
    EnvSchema: { properties: Record<string, { default?: unknown }> };
  };
  return new Map(Object.entries(EnvSchema.properties).map(([name, schema]) => [name, 'default' in schema]));
}

type ServeApp = (key: string, env: NodeJS.ProcessEnv) => unknown;
const { serveApp } = require(path.join(repoRoot, 'shared/tooling/serve-app.cjs')) as { serveApp: ServeApp };

/** The variables serve-app.cjs reads when it sets up `key`'s server from `env` (up to the first it refuses). */
function variablesRead(key: string, env: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const recording = new Proxy(env, {
    get(target, name) {
      if (typeof name === 'string' && /^[A-Z][A-Z0-9_]*$/.test(name)) read.add(name);
      return Reflect.get(target, name);
    },
  });
  try {
    serveApp(key, recording);
  } catch {
    // A setting it cannot do without: read, and reported by hasFallback.
  }
  return read;
}

/** Whether serve-app.cjs sets up `key`'s server when `name` is left out of `env`. */
function hasFallback(key: string, env: Record<string, string>, name: string): boolean {
  const { [name]: _left, ...without } = env;
  try {
    serveApp(key, without);
    return true;
  } catch {
    return false;
  }
}

/**
 * The settings shared/tooling/serve-app.cjs reads for any front end (read through the module
 * itself, from each front end's compose environment), each with whether it has a fallback.
 */
function frontendSettings(): Map<string, boolean> {
  const settings = new Map<string, boolean>();
  for (const key of frontendKeys) {
    const env = serviceEnv(compose.services[key]);
    for (const name of variablesRead(key, env)) {
      settings.set(name, (settings.get(name) ?? true) && hasFallback(key, env, name));
    }
  }
  return settings;
}

/** Environment variables read anywhere in the API's source besides the env schema. */
function strayApiEnvReads(): string[] {
  const { readdirSync, statSync } = require('node:fs') as typeof import('node:fs');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.ts$/.test(entry)) {
        for (const m of read(path.relative(repoRoot, full)).matchAll(/process\.env(?:\.([A-Z_][A-Z0-9_]*)|\[['"`]([A-Z_][A-Z0-9_]*))/g)) {
          found.push(`${path.relative(repoRoot, full)}: ${m[1] ?? m[2]}`);
        }
      }
    }
  };
  walk(path.join(repoRoot, 'api/src'));
  return found;
}

const port = (url: string) => Number(new URL(url).port || (new URL(url).protocol === 'https:' ? 443 : 80));

describe('services, build contexts and Dockerfiles', () => {
  it('has PostgreSQL, Mailpit, the API and the shell and four remotes, each front end its own service and image', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'mailpit', 'postgres', ...frontendKeys].sort());
    for (const key of frontendKeys) {
      // The service is named after the app, so `docker compose build support` releases support alone.
      expect(buildOf(compose.services[key])?.args.APP).toBe(key);
    }
    expect(compose.services.postgres.image).toMatch(/^postgres:\d+/);
    expect(compose.services.mailpit.image).toMatch(/^axllent\/mailpit:/);
  });

  it.each(built.map((b) => [b.name, b.build] as const))('%s: the build context and Dockerfile exist, and the Dockerfile parses', (_name, build) => {
    expect(exists(build.context)).toBe(true);
    const relative = path.join(build.context, build.dockerfile);
    expect(exists(relative)).toBe(true);
    const file = readDockerfile(relative);
    expect(file.stages.length).toBeGreaterThanOrEqual(2); // multi-stage: build, then a runtime image
    const names = new Set<string>();
    for (const stage of file.stages) {
      for (const copy of all(stage, 'COPY')) {
        if (copy.flags.from) {
          expect(names.has(copy.flags.from)).toBe(true); // an earlier, named stage
        } else {
          for (const source of copyParts(copy).sources) expect(exists(path.join(build.context, source))).toBe(true);
        }
      }
      if (stage.name) names.add(stage.name);
    }
    const declared = new Set([...file.globalArgs, ...file.stages.flatMap((s) => all(s, 'ARG'))].map((a) => a.args.split('=')[0]));
    for (const arg of Object.keys(build.args)) expect(declared.has(arg)).toBe(true);
  });

  it.each(built.map((b) => [b.name] as const))('%s: the runtime image runs as a non-root user, with a command and a health check', (name) => {
    const { file } = dockerfileOf(name);
    const runtime = finalStage(file);
    const user = last(runtime, 'USER')?.args;
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
    expect(last(runtime, 'CMD')).toBeDefined();
    expect(last(runtime, 'HEALTHCHECK')?.args ?? compose.services[name].healthcheck).toBeTruthy();
    // Nothing of the build stage's toolchain: the runtime stage copies files, it installs nothing.
    for (const run of all(runtime, 'RUN')) expect(run.args).not.toMatch(/npm (ci|install)|yarn|pnpm/);
  });

  it('keeps node_modules, builds, local data and secrets out of every build context', () => {
    const ignore = read('.dockerignore').split('\n').map((l) => l.trim());
    for (const pattern of ['**/node_modules', '**/dist', '.env', '.git']) expect(ignore).toContain(pattern);
  });

  it("narrows the API's build context to what api/Dockerfile copies", () => {
    // BuildKit uses <Dockerfile>.dockerignore, when present, instead of the root .dockerignore.
    const patterns = read('api/Dockerfile.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const toRegExp = (glob: string) =>
      new RegExp(`^${glob.replace(/\/$/, '').split('**/').map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')).join('(.*/)?')}(/.*)?$`);
    const rules = patterns.map((p) => ({ keep: p.startsWith('!'), re: toRegExp(p.replace(/^!/, '')) }));
    const ignored = (file: string) => rules.reduce((acc, rule) => (rule.re.test(file) ? !rule.keep : acc), false);

    const sent = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'shell/package.json', 'e2e/package.json', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json', 'api/src/server.ts', 'api/migrations/0001_init.sql', 'api/seed/catalog/common.yaml'];
    for (const file of sent) expect([file, ignored(file)]).toEqual([file, false]);
    const kept = ['.env', 'node_modules/fastify/package.json', 'api/node_modules/ajv/package.json', 'api/dist/server.js', 'api/.data/pglite/PG_VERSION', 'api/test/api.test.ts', 'shell/src/main.tsx', 'shared/src/index.ts', '.git/HEAD', 'reports/unit.json'];
    for (const file of kept) expect([file, ignored(file)]).toEqual([file, true]);
    // Every source api/Dockerfile copies from the context is sent.
    for (const stage of readDockerfile('api/Dockerfile').stages) {
      for (const copy of all(stage, 'COPY').filter((c) => !c.flags.from)) {
        for (const source of copyParts(copy).sources) expect([source, ignored(source.replace(/\/$/, ''))]).toEqual([source, false]);
      }
    }
  });
});

describe('ports agree with the settings module (platform.json), the runtime config and README.md', () => {
  const appTable = tableRows(readme).filter((row) => /^`[a-z-]+\/`$/.test(row[1] ?? ''));

  it.each(frontendKeys)('%s is published on its platform.json port, and the README table says the same', (key) => {
    const [published] = publishedPorts(compose.services[key]);
    expect(published).toEqual({ host: String(apps[key].port), container: apps[key].port });
    const row = appTable.find((r) => r[1] === `\`${apps[key].folder}/\``);
    expect(row?.[2]).toBe(String(apps[key].port));
  });

  it('the API is published on its platform.json port, the port it listens on in its container and the README table', () => {
    const [published] = publishedPorts(compose.services.api);
    const env = serviceEnv(compose.services.api);
    expect(published).toEqual({ host: String(apps.api.port), container: apps.api.port });
    expect(Number(env.PORT)).toBe(apps.api.port);
    expect(appTable.find((r) => r[1] === '`api/`')?.[2]).toBe(String(apps.api.port));
  });

  it("the shell's runtime config (serve-app.cjs from the compose environment) points at the published API and remotes", () => {
    const { runtimeConfigFromEnv, shellSecurityHeaders } = require(path.join(repoRoot, 'shared/tooling/serve-app.cjs'));
    const config = runtimeConfigFromEnv(serviceEnv(compose.services.shell));
    expect(port(config.apiBaseUrl)).toBe(Number(publishedPorts(compose.services.api)[0].host));
    for (const key of remoteKeys) {
      expect(port(config.remotes[key])).toBe(Number(publishedPorts(compose.services[key])[0].host));
      expect(new URL(config.remotes[key]).pathname).toBe('/mf-manifest.json');
    }
    // The shell's CSP allows exactly those remotes and that API.
    const csp = shellSecurityHeaders(config)['Content-Security-Policy'];
    for (const url of [config.apiBaseUrl, ...Object.values(config.remotes) as string[]]) expect(csp).toContain(new URL(url).origin);
  });

  it("the remotes and the API allow the shell's published origin", () => {
    const shellOrigin = `http://localhost:${publishedPorts(compose.services.shell)[0].host}`;
    for (const key of remoteKeys) expect(serviceEnv(compose.services[key]).STOREFRONT_ORIGINS.split(',')).toContain(shellOrigin);
    expect(serviceEnv(compose.services.api).CORS_ORIGINS.split(',')).toContain(shellOrigin);
  });

  it('the API reaches PostgreSQL and Mailpit by their service names, with the database credentials of the postgres service', () => {
    const env = serviceEnv(compose.services.api);
    const pg = serviceEnv(compose.services.postgres);
    const db = new URL(env.DATABASE_URL);
    expect([db.protocol, db.hostname, db.port]).toEqual(['postgres:', 'postgres', '5432']);
    expect([decodeURIComponent(db.username), decodeURIComponent(db.password), db.pathname.slice(1)]).toEqual([pg.POSTGRES_USER, pg.POSTGRES_PASSWORD, pg.POSTGRES_DB]);
    const smtp = new URL(env.SMTP_URL);
    expect([smtp.protocol, smtp.hostname, smtp.port]).toEqual(['smtp:', 'mailpit', '1025']);
    expect(publishedPorts(compose.services.mailpit)).toContainEqual({ host: '8025', container: 8025 });
    expect(compose.services.postgres.volumes?.length).toBeGreaterThan(0);
    expect(Object.keys(compose.volumes ?? {})).toContain('postgres-data');
  });
});

describe('every setting the apps read is set or defaulted, and documented', () => {
  const api = apiSettings();
  const frontend = frontendSettings();
  const documented = codeNames(operations);

  it('finds the settings (a guard against the readers above reading nothing)', () => {
    expect([...api.keys()]).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'SMTP_URL', 'CORS_ORIGINS', 'LOG_LEVEL', 'RATE_LIMIT_MAIL_MAX']));
    expect([...frontend.keys()]).toEqual(expect.arrayContaining(['API_BASE_URL', 'STOREFRONT_ORIGINS', 'PORT', 'REMOTE_ONBOARDING_URL', 'REMOTE_SUPPORT_URL']));
    expect(strayApiEnvReads()).toEqual([]);
  });

  it('the API: each setting is set by compose or has a default in the env schema, and compose sets nothing the API ignores', () => {
    const env = serviceEnv(compose.services.api);
    for (const [name, defaulted] of api) expect([name, name in env || defaulted]).toEqual([name, true]);
    for (const name of Object.keys(env)) expect([name, api.has(name)]).toEqual([name, true]);
  });

  it.each(frontendKeys)('%s: each setting of serve-app.cjs is set by compose or has a fallback, and compose sets nothing it ignores', (key) => {
    const env = serviceEnv(compose.services[key]);
    for (const [name, defaulted] of frontend) expect([name, name in env || defaulted]).toEqual([name, true]);
    for (const name of Object.keys(env)) expect([name, frontend.has(name)]).toEqual([name, true]);
  });

  it('every variable compose takes from the environment is in .env.example with the same default, and nothing else is', () => {
    const variables = composeVariables(composeText);
    const fromEnvironment = [...variables.keys()];
    expect(Object.keys(envExample).sort()).toEqual(fromEnvironment.sort());
    for (const name of fromEnvironment) expect([name, envExample[name]]).toEqual([name, variables.get(name) ?? '']);
    // So `cp .env.example .env` changes nothing: every service sees what the defaults give it.
    for (const [, service] of services) expect(serviceEnv(service, envExample)).toEqual(serviceEnv(service));
    expect(interpolate(composeText, envExample)).toBe(interpolate(composeText, {}));
  });

  it('docs/operations.md documents every setting the apps read and every variable of .env.example', () => {
    const missing = [...api.keys(), ...frontend.keys(), ...Object.keys(envExample)].filter((name) => !documented.has(name));
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('health checks', () => {
  it('PostgreSQL has one, and the API starts only once it is healthy', () => {
    const test = compose.services.postgres.healthcheck?.test;
    expect(JSON.stringify(test)).toContain('pg_isready');
    expect(compose.services.api.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
  });

  it('the API and every front end have one (in compose or in their image)', () => {
    for (const name of ['api', ...frontendKeys]) {
      const { file } = dockerfileOf(name);
      const check = compose.services[name].healthcheck ?? last(finalStage(file), 'HEALTHCHECK');
      expect([name, Boolean(check)]).toEqual([name, true]);
    }
    expect(last(finalStage(dockerfileOf('api').file), 'HEALTHCHECK')?.exec?.join(' ')).toContain('/health');
  });

  it('Mailpit has one', () => {
    expect(compose.services.mailpit.healthcheck?.test).toBeTruthy();
  });
});

describe('the images run the commands the test suite runs', () => {
  const packageJson = (folder: string) => JSON.parse(read(path.join(folder, 'package.json')));

  it('the API image builds with `npm run build -w api` and starts with `node dist/server.js` in api/, as the tests do', () => {
    const { file } = dockerfileOf('api');
    const runtime = finalStage(file);
    const buildStages = file.stages.slice(0, -1);
    expect(buildStages.flatMap((s) => all(s, 'RUN')).some((r) => /(^|&&\s*)npm run build -w api(\s|$)/.test(r.args))).toBe(true);
    // tsc, then the mail templates compiled to dist/mail/mail-html.json, which the runtime stage's copy of dist holds.
    expect(packageJson('api').scripts.build).toBe('tsc -p tsconfig.build.json && node dist/cli/compile-mail.js');
    expect(all(runtime, 'COPY').some((c) => copyParts(c).sources.includes('/repo/api/dist'))).toBe(true);
    expect(last(runtime, 'CMD')?.exec).toEqual(['node', 'dist/server.js']);
    expect(workdirOf(runtime)).toMatch(/\/api$/);
    expect(packageJson('api').scripts.start).toBe('node dist/server.js');
    // The browser tests and `npm start` spawn the same file.
    expect(read('e2e/harness/api-server.ts')).toContain("path.join(repoRoot, 'api/dist/server.js')");
    expect(read('scripts/start.mjs')).toContain("'api/dist/server.js'");
  });

  it("the API's runtime stage has its production dependencies only: from an install with --omit=dev, never the build stage's node_modules", () => {
    const { file } = dockerfileOf('api');
    const runtime = finalStage(file);
    const copies = all(runtime, 'COPY');
    const moduleCopies = copies.filter((c) => copyParts(c).sources.some((s) => /node_modules/.test(s)));
    expect(moduleCopies.length).toBeGreaterThan(0);
    for (const copy of moduleCopies) {
      const from = stageNamed(file, copy.flags.from)!;
      expect(from).toBeDefined();
      const installs = all(from, 'RUN').filter((r) => /npm (ci|install)/.test(r.args));
      expect(installs.length).toBeGreaterThan(0);
      for (const run of installs) expect(run.args).toMatch(/npm (ci|install)\b.*--omit=dev/);
      expect(all(from, 'COPY').every((c) => !c.flags.from)).toBe(true); // it starts from manifests, not from a build
    }
    // The build stage's output reaches the runtime only as api/dist and the compiled contract it requires.
    const fromBuild = copies.filter((c) => c.flags.from && all(stageNamed(file, c.flags.from)!, 'RUN').some((r) => /npm run build/.test(r.args)));
    expect(fromBuild.map((c) => copyParts(c).sources)).toEqual([
      [expect.stringMatching(/\/api\/dist$/)],
      [expect.stringMatching(/\/shared\/dist\/contract$/)],
    ]);
  });

  it.each(['api', 'shell'])('the %s image installs the workspaces from the committed lock the way `npm test` does', (name) => {
    // scripts/test-all.sh installs with `npm install`: `npm ci` refuses this lock, which lists only the
    // Linux builds of packages with per-platform binaries (the only ones the registry here serves).
    const testInstall = /^\s*(npm (?:ci|install))\b/m.exec(read('scripts/test-all.sh').split('\n').filter((l) => !l.trim().startsWith('#')).join('\n'));
    expect(testInstall?.[1]).toBe('npm install');
    const { file } = dockerfileOf(name);
    for (const stage of file.stages) {
      const installs = all(stage, 'RUN').filter((r) => /\bnpm (ci|install)\b/.test(r.args));
      for (const run of installs) {
        expect(run.args).toMatch(new RegExp(`(^|&&\\s*)${testInstall![1]}\\b`));
        const before = stage.instructions.slice(0, stage.instructions.indexOf(run));
        expect(before.some((i) => i.keyword === 'COPY' && copyParts(i).sources.includes('package-lock.json'))).toBe(true);
      }
    }
  });

  it('the front-end image builds the app with `npm run build -w <folder>` from platform.json, like `npm run build`', () => {
    const { file } = dockerfileOf('shell');
    const runs = file.stages.slice(0, -1).flatMap((s) => all(s, 'RUN')).map((r) => r.args);
    const build = runs.find((r) => /npm run build -w "\$FOLDER"/.test(r));
    expect(build).toBeDefined();
    expect(build).toContain("require('./shared/src/contract/platform.json').apps['${APP}'].folder");
    expect(JSON.parse(read('package.json')).scripts.build).toBe('npm run build --workspaces --if-present');
    for (const key of frontendKeys) expect(packageJson(apps[key].folder).scripts.build).toBe('rspack build');
    for (const { name } of frontends) expect(dockerfileOf(name).relative).toBe(dockerfileOf('shell').relative);
  });

  it('the front-end image starts `node shared/tooling/serve-app.cjs <app>`, as `npm start` does, with every file it requires', () => {
    const { file } = dockerfileOf('shell');
    const text = read(dockerfileOf('shell').relative);
    const cmd = last(finalStage(file), 'CMD')!;
    expect(cmd.exec).toEqual(['sh', '-c', 'exec node shared/tooling/serve-app.cjs "$APP"']);
    expect(read('scripts/start.mjs')).toContain("require('../shared/tooling/serve-app.cjs')");
    // serve-app.cjs needs only Node and files the image copies: no package from node_modules.
    const seen = new Set<string>();
    const visit = (relative: string) => {
      if (seen.has(relative)) return;
      seen.add(relative);
      for (const m of read(relative).matchAll(/require\(['"]([^'"]+)['"]\)/g)) {
        if (m[1].startsWith('.')) visit(path.join(path.dirname(relative), m[1]));
        else expect(m[1]).toMatch(/^node:/);
      }
    };
    visit('shared/tooling/serve-app.cjs');
    for (const relative of seen) expect([relative, text.includes(relative)]).toEqual([relative, true]);
  });
});
