// The console is one app, served as static files by the API's operator listener (same origin as
// its API): no Module Federation, no runtime config. Built to console/dist.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { operatorConsole } from '@storefront/shared/tooling/platform.cjs';
import { reactRouterProduction, sourceRule } from '@storefront/shared/tooling/create-app-config.mjs';

const dirname = import.meta.dirname;
const production = process.env.NODE_ENV !== 'development';

/** A port setting of the console: its variable when set, else the settings module's. */
function portSetting(variable, fallback) {
  const value = process.env[variable];
  return value ? Number(value) : fallback;
}

/**
 * `rspack serve` (`npm run dev`): the console from source, the page reloaded after each change,
 * in front of the API's operator listener (OPERATOR_PORT), which answers the operator API and its
 * docs on the same origin as the pages, as in production.
 */
const devServer = {
  host: '127.0.0.1',
  port: portSetting(operatorConsole.devPortVariable, operatorConsole.devPort),
  hot: false,
  liveReload: true,
  historyApiFallback: true,
  static: false,
  client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
  proxy: [
    {
      context: ['/api', '/docs'],
      target: `http://127.0.0.1:${portSetting(operatorConsole.portVariable, operatorConsole.port)}`,
    },
  ],
};

export default {
  mode: production ? 'production' : 'development',
  context: dirname,
  entry: { main: './src/index.tsx' },
  // No source maps in the published build; an eval-free one in development (the CSP forbids eval).
  devtool: production ? false : 'cheap-module-source-map',
  target: 'web',
  output: {
    path: path.join(dirname, 'dist'),
    publicPath: '/',
    filename: production ? '[name].[contenthash:10].js' : '[name].js',
    chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    cssFilename: '[name].[contenthash:10].css',
    cssChunkFilename: '[name].[contenthash:10].css',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    alias: {
      // The contract's TypeScript source (its 'source' export), as the type check sees it.
      '@storefront/shared/contract$': path.join(dirname, '../shared/src/contract/index.ts'),
      ...(production ? reactRouterProduction() : {}),
    },
  },
  module: {
    rules: [
      sourceRule({ runtime: 'automatic', development: !production, refresh: false }),
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(svg|png)$/, type: 'asset/resource' },
    ],
  },
  plugins: [
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    // One external script, deferred: nothing inline, for the operator listener's strict CSP.
    new rspack.HtmlRspackPlugin({ template: path.join(dirname, 'src/index.html'), scriptLoading: 'defer' }),
  ],
  optimization: { minimize: production },
  ...(production ? {} : { devServer }),
  performance: { hints: false },
};
