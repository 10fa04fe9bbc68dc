/**
 * What each front end's production build bundles, read from the source maps the build writes
 * beside every chunk (not linked from the files): the federation runtime's packages in their ES
 * module builds, which the bundler tree-shakes, rather than the CommonJS builds Rspack's federation
 * plugin resolves them to, bundled whole (about 6 KB gzip more in every remote entry).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apps, frontEndKeys } from '@storefront/shared/contract';
import { repoRoot } from '../../harness/paths';

/** Every source a front end's built scripts are mapped to. */
function bundledSources(folder: string): string[] {
  const dist = path.join(repoRoot, folder, 'dist');
  if (!existsSync(dist)) throw new Error(`${folder} is not built: run npm run build first`);
  return readdirSync(dist)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => (JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as { sources: string[] }).sources);
}

const federationModule = /@module-federation\/[\w-]+\/dist\//;

describe.each(frontEndKeys)('the %s build', (key) => {
  const sources = bundledSources(apps[key].folder).filter((source) => federationModule.test(source));

  it("bundles the federation runtime from its ES modules, none of its CommonJS build", () => {
    expect(sources.some((source) => source.includes('@module-federation/webpack-bundler-runtime/dist/'))).toBe(true);
    expect(sources.filter((source) => source.endsWith('.cjs'))).toEqual([]);
  });
});
