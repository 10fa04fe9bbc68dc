// One Rspack + Module Federation 2 configuration for all five apps: each app says only what it
// exposes (or, for the shell, that it is the host); its federation name and port are platform.json's.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { esmEntryOf } from './esm-entry.mjs';
import { esmFederationRuntime } from './federation-runtime/esm-federation-runtime.mjs';
import { developmentPlugins, developmentReactTransform, devServerOptions } from './dev-server.mjs';

const require = createRequire(import.meta.url);
const sharedPackage = require('../package.json');
const platform = require('./platform.cjs');
const { installedVersion, sharedRouterVersion, uiKitVersion } = require('./shared-module-versions.cjs');
const { ensureKitStyles } = require('./kit-styles/ensure-kit-styles.cjs');
const { antdModule } = require('./antd-style-code/strip-style-code.cjs');
const stripStyleCodeLoader = require.resolve('./antd-style-code/strip-style-code.cjs');

/** The app's settings in platform.json, by its folder. */
function appKeyOf(dirname) {
  const folder = path.basename(dirname);
  const key = platform.appKeyOfFolder(folder);
  if (!key) throw new Error(`${folder} is not listed in shared/src/contract/platform.json`);
  return key;
}

/**
 * Shared as singletons so that there is one React, one router, one SWR cache and one
 * @storefront/shared (hence one application context) across shell and remotes.
 * antd is shared as the storefront's kit, @storefront/shared/ui: one build holding exactly the
 * components the apps use ('antd' itself, shared, is bundled whole: ~445 KB gzip). Not a
 * singleton: an app built from another kit (its version is a hash of the kit) loads its own copy.
 * React Router likewise, as @storefront/shared/router: the names the apps use, so the bundle keeps
 * only those ('react-router-dom' shared is bundled whole: 66 KB gzip, on the first load).
 */
function sharedModules(appPackage, host) {
  const deps = appPackage.dependencies ?? {};
  const singleton = (name, version = deps[name]) => ({ singleton: true, requiredVersion: version, strictVersion: false });
  const kitVersion = uiKitVersion();
  const routerVersion = sharedRouterVersion();
  return {
    '@storefront/shared/ui': { singleton: false, version: kitVersion, requiredVersion: kitVersion },
    '@storefront/shared/router': { singleton: true, version: routerVersion, requiredVersion: routerVersion, strictVersion: false },
    react: singleton('react'),
    'react/': singleton('react', deps.react),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom', deps['react-dom']),
    swr: singleton('swr'),
    'swr/': singleton('swr', deps.swr),
    // Step 4's pages (swr/infinite) import SWR's core by relative paths, which sharing cannot match
    // to 'swr': the remote providing it would bring a second copy of the core. The shell provides
    // it (named by file, so provided though the shell never imports it) from its own build, whose
    // core is the one already loaded.
    ...(host
      ? { 'swr/infinite': { ...singleton('swr'), version: installedVersion('swr'), import: esmEntryOf('swr', './infinite') } }
      : {}),
    '@storefront/shared': { ...singleton('@storefront/shared', `^${sharedPackage.version}`), version: sharedPackage.version },
  };
}

const linguiConfig = require.resolve('./lingui.config.cjs');

/** The rule that compiles an app's TypeScript and JSX (SWC), with the given React transform. */
export function sourceRule(react) {
  return {
    test: /\.(tsx?|jsx?)$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react } },
      env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
    },
    type: 'javascript/auto',
  };
}

/**
 * React Router 7's package exports resolve to its development build in every bundle (its dev
 * warnings on; remix-run/react-router#12532): a production build takes its production build.
 * Also used by the console's own configuration.
 */
export function reactRouterProduction() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/**
 * Module Federation writes mf-stats.json beside its manifest: the build's module graph with source
 * paths, for its development tools. Nothing of the storefront reads it and the servers would
 * publish it, so the build leaves it out (the plugin has no option to skip it). mf-manifest.json,
 * which the shell loads the remotes by, stays.
 */
const federationStatsFile = 'mf-stats.json';

function withoutFederationStats() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('WithoutFederationStats', (compilation) => {
        // After the federation plugin has written both files (it does at OPTIMIZE_TRANSFER).
        compilation.hooks.processAssets.tap(
          { name: 'WithoutFederationStats', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            if (compilation.getAsset(federationStatsFile)) compilation.deleteAsset(federationStatsFile);
          },
        );
      });
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.dirname     the app's folder (its name and port are in shared/src/contract/platform.json)
 * @param {Record<string,string>} [options.exposes]  the remote's public modules
 * @param {{ title: string, runtimePlugins?: string[] }} [options.host]  set for the shell only
 */
export function createAppConfig({ dirname, exposes = {}, host }) {
  const key = appKeyOf(dirname);
  const { federationName: name, port } = platform.apps[key];
  // Before the kit's shared version is hashed from its files, the generated stylesheet among them.
  ensureKitStyles();
  // Where @lingui/loader finds this app's catalogs (lingui.config.cjs), wherever the app's folder is.
  process.env.LINGUI_APP_DIR = dirname;
  const appPackage = require(path.join(dirname, 'package.json'));
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    entry: { main: './src/index.ts' },
    // Not an eval-based map in development: the shell's Content-Security-Policy forbids eval, and
    // `npm run dev -- <remote>` runs a remote's development build under the production shell.
    // Production maps are written but not linked from the files: the front-end server names them in
    // a SourceMap header only where SERVE_SOURCE_MAPS=true (a staging host).
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    // Off: `rspack serve` would compile dynamic imports on first request, asked of the page's
    // origin (the shell's, for a remote's chunks) and delivered by hot replacement.
    ...(production ? {} : { lazyCompilation: false }),
    target: 'web',
    output: {
      path: path.join(dirname, 'dist'),
      // The shell lives at '/'; a remote's chunks load from wherever its manifest was served.
      publicPath: host ? platform.shellPublicPath : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      chunkLoadTimeout: platform.chunkLoadTimeoutMs,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: production ? reactRouterProduction() : {} },
    module: {
      rules: [
        sourceRule(production ? { runtime: 'automatic', development: false, refresh: false } : developmentReactTransform()),
        {
          // An app's message catalogs (src/messages/{locale}.json), compiled by Lingui at build time.
          test: /[\\/]src[\\/]messages[\\/][a-z]{2}\.json$/,
          type: 'json',
          use: [{ loader: '@lingui/loader', options: { config: linguiConfig, failOnCompileError: true } }],
        },
        // A stylesheet named by `new URL(…, import.meta.url)` (the kit's, generated at build time) is
        // a file the page links to; one imported is bundled with the app's CSS.
        { test: /\.css$/, dependency: 'url', type: 'asset/resource' },
        { test: /\.css$/, dependency: { not: 'url' }, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|gif)$/, type: 'asset/resource' },
        { test: /\.txt$/, type: 'asset/source' },
        // antd renders in zero-runtime mode through the kit: the code that writes its CSS is left out.
        { test: antdModule, loader: stripStyleCodeLoader },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        // Remotes are registered at runtime from the runtime config (none are baked in).
        remotes: {},
        shared: sharedModules(appPackage, Boolean(host)),
        // 'version-first' fetches every remote before the first render: one remote down blanks the site.
        shareStrategy: 'loaded-first',
        runtimePlugins: host?.runtimePlugins ?? [],
        manifest: true,
        dts: false,
        // One copy of the federation runtime core in the page: the shell provides it, and the
        // remotes (only ever loaded by the shell) use it instead of carrying their own. Every app
        // runs in a browser only (the runtime's Node.js paths are left out), and a remote loads no
        // other remote (its runtime's remote-loading code is left out).
        experiments: host
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
      }),
      withoutFederationStats(),
      esmFederationRuntime(),
      host &&
        new rspack.HtmlRspackPlugin({
          template: path.join(dirname, 'src/index.html'),
          templateParameters: { title: host.title },
          scriptLoading: 'defer',
        }),
      host && new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dirname, 'public'), noErrorOnMissing: true }] }),
      ...(production ? [] : developmentPlugins()),
    ].filter(Boolean),
    optimization: { minimize: production, runtimeChunk: false },
    performance: { hints: false },
    ...(production
      ? {}
      : { devServer: devServerOptions({ federationName: name, port, publicDir: path.join(dirname, 'public') }) }),
  };
}
