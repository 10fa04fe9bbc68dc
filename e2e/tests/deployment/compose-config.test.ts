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

/** The front-end server's settings as the image checks and uses them at start (shared/tooling/nginx). */
const { frontEndSettings } = require(path.join(repoRoot, 'shared/tooling/nginx/prepare.cjs')) as {
  frontEndSettings(key: string, env: NodeJS.ProcessEnv): {
    runtimeConfig: { apiBaseUrl: string; remotes: Record<string, string>; chunkLoadTimeoutMs: number; defaultCountry: string };
    csp: string;
    configuration: string;
  };
};

/** The server's rendered configuration from `env`, or the message refusing it. */
function rendered(key: string, env: Record<string, string>): string {
  try {
    return frontEndSettings(key, env).configuration;
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
}

/**
 * Whether `key`'s server reads `name`: setting it (to a value no setting takes as it is) changes
 * the configuration rendered from nothing else, or is refused.
 */
function reads(key: string, name: string): boolean {
  return rendered(key, { [name]: 'probe-value' }) !== rendered(key, {});
}

/** Whether `key`'s server starts when `name` is left out of `env`. */
function hasFallback(key: string, env: Record<string, string>, name: string): boolean {
  const { [name]: _left, ...without } = env;
  return !rendered(key, without).startsWith('refused: ');
}

/**
 * The settings the front-end server reads (of those compose sets and docs/operations.md names,
 * found by what each does to its configuration), each with whether it has a fallback on every app.
 */
function frontendSettings(candidates: Iterable<string>): Map<string, boolean> {
  const names = [...new Set(candidates)].filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name));
  const settings = new Map<string, boolean>();
  // The shell and a remote: the two kinds of server.
  for (const name of names) if (reads('shell', name) || reads(remoteKeys[0], name)) settings.set(name, true);
  for (const key of frontendKeys) {
    const env = serviceEnv(compose.services[key]);
    for (const name of settings.keys()) settings.set(name, settings.get(name)! && hasFallback(key, env, name));
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
    // The operator console, built in the API image: its sources and shared's sources and build tooling.
    const forTheConsole = ['console/package.json', 'console/rspack.config.mjs', 'console/src/index.tsx', 'console/src/index.html', 'shared/package.json', 'shared/src/contract/index.ts', 'shared/src/index.ts', 'shared/tooling/create-app-config.mjs', 'shared/tooling/platform.cjs'];
    for (const file of [...sent, ...forTheConsole]) expect([file, ignored(file)]).toEqual([file, false]);
    const kept = ['.env', 'node_modules/fastify/package.json', 'api/node_modules/ajv/package.json', 'api/dist/server.js', 'api/.data/pglite/PG_VERSION', 'api/test/api.test.ts', 'shell/src/main.tsx', 'mfe-support/src/i18n.ts', '.git/HEAD', 'reports/unit.json',
      // The console's and shared's builds, installs, tests, test helpers and test settings.
      'console/dist/index.html', 'console/node_modules/.package-lock.json', 'console/jest.config.cjs', 'console/src/payouts/__tests__/payouts-page.test.tsx', 'console/src/test-support/render.tsx',
      'shared/dist/contract/index.js', 'shared/node_modules/.package-lock.json', 'shared/jest.config.cjs', 'shared/src/__tests__/countries.test.ts', 'shared/tooling/__tests__/configuration-only.test.ts', 'shared/tooling/testing/pglite.ts', 'shared/tooling/jest-preset.cjs', 'shared/tooling/jsdom-environment.cjs'];
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

  it("the shell's runtime config (its server from the compose environment) points at the published API and remotes", () => {
    const { runtimeConfig: config, csp } = frontEndSettings('shell', serviceEnv(compose.services.shell));
    expect(port(config.apiBaseUrl)).toBe(Number(publishedPorts(compose.services.api)[0].host));
    for (const key of remoteKeys) {
      expect(port(config.remotes[key])).toBe(Number(publishedPorts(compose.services[key])[0].host));
      expect(new URL(config.remotes[key]).pathname).toBe('/mf-manifest.json');
    }
    // The shell's CSP allows exactly those remotes and that API.
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
  const documented = codeNames(operations);
  const frontend = frontendSettings([...documented, ...frontendKeys.flatMap((key) => Object.keys(serviceEnv(compose.services[key])))]);

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

  it.each(frontendKeys)('%s: each setting of the front-end server is set by compose or has a fallback, and compose sets nothing it ignores', (key) => {
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
    // The build stage's output reaches the runtime only as api/dist, the operator console's built
    // files (console/dist, served by the operator listener) and the compiled contract the API requires.
    const fromBuild = copies.filter((c) => c.flags.from && all(stageNamed(file, c.flags.from)!, 'RUN').some((r) => /npm run build/.test(r.args)));
    expect(fromBuild.map((c) => copyParts(c).sources)).toEqual([
      [expect.stringMatching(/\/api\/dist$/)],
      [expect.stringMatching(/\/console\/dist$/)],
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

  it('the front-end image is the official nginx image at a pinned tag, rendering at start the configuration `npm start` and the tests render', () => {
    const { file, relative } = dockerfileOf('shell');
    const runtime = finalStage(file);
    const defaults = Object.fromEntries(file.globalArgs.map((arg) => arg.args.split('=') as [string, string]));
    const base = runtime.base.replace(/^\$\{(\w+)\}$/, (_m, name: string) => defaults[name] ?? '');
    expect(base).toMatch(/^nginx:\d+\.\d+\.\d+(-[a-z0-9-]+)?$/);
    // Its entrypoint sources the settings script, then renders the templates into the folder the command reads.
    const outputDir = /NGINX_ENVSUBST_OUTPUT_DIR=(\S+)/.exec(all(runtime, 'ENV').map((e) => e.args).join(' '))?.[1];
    expect(last(runtime, 'CMD')?.exec).toEqual(['nginx', '-c', `${outputDir}/nginx.conf`, '-g', 'daemon off;']);
    const copies = all(runtime, 'COPY').map((c) => ({ ...copyParts(c), flags: c.flags }));
    const settingsCopy = copies.find((c) => c.sources.includes('shared/tooling/nginx/15-storefront-settings.envsh'));
    expect([settingsCopy?.dest, settingsCopy?.flags.chmod]).toEqual(['/docker-entrypoint.d/', '755']);
    expect(copies.find((c) => c.flags.from && c.dest === '/etc/nginx/templates')).toBeDefined();
    // The files prepare.cjs renders for Debian's nginx are the ones the image renders or copies.
    const text = read(relative);
    const prepare = read('shared/tooling/nginx/prepare.cjs');
    for (const template of ['nginx.conf.template', '$ROLE-app.conf.template', '$ROLE-headers.conf.template']) {
      expect([template, text.includes(`shared/tooling/nginx/${template}`)]).toEqual([template, true]);
    }
    for (const plain of ['storefront-errors.conf', 'storefront-problem-headers.conf']) {
      expect([plain, text.includes(`shared/tooling/nginx/${plain}`), prepare.includes(`'${plain}'`)]).toEqual([plain, true, true]);
    }
    expect(read('scripts/start.mjs')).toContain("require('../shared/tooling/nginx/prepare.cjs')");
    expect(read('e2e/harness/front-end-server.ts')).toContain("'shared/tooling/nginx/prepare.cjs'");
  });
});
