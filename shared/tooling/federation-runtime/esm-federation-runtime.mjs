// The federation runtime bundled from its ES modules. Rspack's federation plugin names the runtime's
// packages by Node's own resolution (`require.resolve`), which gives their CommonJS builds: the
// bundler runtime every app's entry imports, and `@module-federation/runtime`, which it aliases.
// Bundled as CommonJS, each is kept whole, with the SDK and error texts it requires, and the
// plugin's build-time switches (browser only, no remote loading in a remote) cannot drop code.
// The same packages ship ES modules beside them (same version, same code): taken instead, the
// bundler keeps only what is used, about 6 KB gzip less in every remote entry.
import { existsSync } from 'node:fs';
import { esmEntryOf } from '../esm-entry.mjs';

const PLUGIN = 'EsmFederationRuntime';

/** A module of a federation runtime package in its CommonJS build: .../@module-federation/<package>/dist/<file>.cjs */
const commonJsRuntimeModule = /[\\/]node_modules[\\/]@module-federation[\\/][\w-]+[\\/]dist[\\/].+\.cjs$/;

/** The packages Rspack's federation plugin aliases to their CommonJS build. */
const aliasedPackages = ['@module-federation/runtime', '@module-federation/runtime-tools'];

/** The ES module beside a CommonJS one of the runtime, if its package ships one (`.js` or `.mjs`). */
function esmOf(file) {
  if (!commonJsRuntimeModule.test(file)) return undefined;
  return [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find((candidate) => existsSync(candidate));
}

/** The plugin: each request for a CommonJS module of the runtime is made for its ES module. */
export function esmFederationRuntime() {
  const entries = new Map(aliasedPackages.map((name) => [name, esmEntryOf(name)]));
  return {
    apply(compiler) {
      compiler.hooks.normalModuleFactory.tap(PLUGIN, (factory) => {
        factory.hooks.beforeResolve.tap(PLUGIN, (data) => {
          const esm = entries.get(data.request) ?? esmOf(data.request);
          if (esm) data.request = esm;
        });
      });
    },
  };
}
