/**
 * What a newcomer's `npm install` does on the Node.js version the README names, read from the
 * committed lock: no package asks for a newer Node (npm would print an engine warning), and every
 * package with an install script has been approved or denied in `allowScripts` (npm would list it
 * as unreviewed, and a later npm skips its script).
 */
import semver from 'semver';
import { forThisPlatform, lockedPackages, read } from './deploy-files';

const locked = lockedPackages();
const rootPackage = JSON.parse(read('package.json')) as { engines: { node: string }; allowScripts?: Record<string, boolean> };

/** The package name of a lock path: the part after its last node_modules/. */
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('a fresh npm install on the documented Node.js', () => {
  const documented = /Node\.js (\d+\.\d+)\+/.exec(read('README.md'))?.[1];

  it('the README and the engines field name the same lowest version', () => {
    expect(documented).toBeDefined();
    expect(semver.minVersion(rootPackage.engines.node)?.version).toBe(`${documented}.0`);
  });

  it('no installed package requires a newer Node.js', () => {
    const lowest = `${documented}.0`;
    const refusing = Object.entries(locked)
      .filter(([key, pkg]) => key && forThisPlatform(pkg))
      .flatMap(([key, pkg]) => {
        const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        return range && !semver.satisfies(lowest, range) ? [`${nameOf(key)}@${pkg.version} wants node ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });

  it('every install script of a dependency is approved or denied in allowScripts', () => {
    const reviewed = rootPackage.allowScripts ?? {};
    const withScripts = Object.entries(locked).filter(([key, pkg]) => key.includes('node_modules/') && pkg.hasInstallScript && forThisPlatform(pkg));
    expect(withScripts.length).toBeGreaterThan(0);
    const unreviewed = withScripts
      .map(([key, pkg]) => ({ name: nameOf(key), version: pkg.version }))
      .filter(({ name, version }) => !(name in reviewed) && !(`${name}@${version}` in reviewed))
      .map(({ name, version }) => `${name}@${version}`);
    expect(unreviewed).toEqual([]);
  });
});
