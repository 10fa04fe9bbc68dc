/**
 * Each market and each front end's port is written in the settings module
 * (shared/src/contract/platform.json) and nowhere else in the source: a market is added there
 * plus its catalog, an app moves port there. Besides the settings module, a market code may stand
 * only in the catalogs and their seed generator, the migrations, the message catalogs, the phone
 * field's metadata (written from the settings module), the docs
 * and the deployment's defaults (docker-compose.yml, .env.example, which compose-config.test.ts
 * and platform-settings.test.ts check against the settings); a port only in those two deployment
 * files.
 */
import { execFileSync } from 'node:child_process';
import { apps, frontEndKeys, marketCodes, remoteNames } from '@storefront/shared/contract';
import { repoRoot } from '../../harness/paths';
import { read } from './deploy-files';

const settingsModule = 'shared/src/contract/platform.json';
const deploymentDefaults = ['docker-compose.yml', '.env.example'];

/** The repository's files (committed or not, ignored ones left out). */
function repositoryFiles(): string[] {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(output.split('\n').filter(Boolean))].filter((file) => {
    try {
      read(file);
      return true;
    } catch {
      return false; // listed by the index but deleted in the working tree
    }
  });
}

const isTest = (file: string) =>
  /(^|\/)(__tests__|test|tests|test-support|testing)\//.test(file) ||
  /\.test\.[cm]?[jt]sx?$/.test(file) ||
  file.startsWith('e2e/') ||
  /(^|\/)jest[^/]*\.(ts|cjs|js)$/.test(file);

/** Source and configuration: code, data, markup, scripts, server configuration and container recipes. */
const isSource = (file: string) =>
  /\.(ts|tsx|mts|cts|js|mjs|cjs|json|ya?ml|html|sh|envsh|conf|template)$/.test(file) || /(^|\/)([\w.-]*Dockerfile|\.env[\w.-]*)$/.test(file);

const sourceFiles = repositoryFiles().filter((file) => isSource(file) && !isTest(file) && file !== 'package-lock.json');

function occurrences(pattern: RegExp, files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, i) => {
        if (pattern.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

const alternatives = (values: readonly (string | number)[]) => values.map(String).join('|');

describe('markets are written once, in the settings module', () => {
  const codes = alternatives([...marketCodes, ...marketCodes.map((code) => code.toUpperCase())]);
  /** 'pk', "AE", `sa`; and a default in env syntax: DEFAULT_COUNTRY=pk, ${DEFAULT_COUNTRY:-pk}. */
  const marketLiteral = new RegExp(`(['"\`])(${codes})\\1|(=|:-)(${codes})\\b`);
  const allowed = (file: string) =>
    file === settingsModule ||
    deploymentDefaults.includes(file) ||
    file.startsWith('api/seed/') ||
    file.startsWith('api/migrations/') ||
    /^api\/scripts\/(generate-seed|seed-texts)\.ts$/.test(file) ||
    // The phone field's metadata, written from the settings module (npm run phone-metadata -w mfe-onboarding).
    file === 'mfe-onboarding/src/personal-info/phone-metadata.generated.json' ||
    /(^|\/)src\/messages\/[a-z]{2}\.json$/.test(file);

  it('finds them where they belong (a guard against a scan that reads nothing)', () => {
    const files = sourceFiles.filter(allowed);
    expect(files).toEqual(expect.arrayContaining([settingsModule, 'api/seed/catalog/pk.yaml']));
    expect(occurrences(marketLiteral, [settingsModule]).length).toBeGreaterThanOrEqual(marketCodes.length);
  });

  it('no other source file names a market', () => {
    expect(occurrences(marketLiteral, sourceFiles.filter((file) => !allowed(file)))).toEqual([]);
  });
});

describe("the front ends' ports are written once, in the settings module", () => {
  const allowed = (file: string) => file === settingsModule || deploymentDefaults.includes(file);
  /**
   * A remote's port as a number anywhere (the seed catalog, whose product ids may look like
   * ports, is data, not source); the shell's as the port of an address or a setting
   * (localhost:3000, PORT=3000), since its number is also a common timeout and z-index.
   */
  const remotePort = new RegExp(`\\b(${alternatives(remoteNames.map((name) => apps[name].port))})\\b`);
  const shellPort = new RegExp(`(:|=)(${apps.shell.port})\\b`);
  const files = sourceFiles.filter((file) => !file.startsWith('api/seed/'));

  it('the settings module holds every front end port', () => {
    // The front-end server's configuration is scanned too.
    expect(sourceFiles).toEqual(expect.arrayContaining(['shared/tooling/nginx/nginx.conf.template', 'shared/tooling/nginx/15-storefront-settings.envsh']));
    for (const key of frontEndKeys) expect(occurrences(new RegExp(`\\b${apps[key].port}\\b`), [settingsModule])).toHaveLength(1);
  });

  it('the remotes\' ports appear in no source file but the settings module, docker-compose.yml and .env.example', () => {
    const where = [...new Set(occurrences(remotePort, files).map((line) => line.split(':')[0]))];
    expect(where.filter((file) => !allowed(file))).toEqual([]);
    expect(where.sort()).toEqual([settingsModule, ...deploymentDefaults].sort());
  });

  it("the shell's port appears in no other address or setting", () => {
    expect(occurrences(shellPort, files.filter((file) => !allowed(file)))).toEqual([]);
  });
});
