'use strict';
// The storefront's settings (shared/src/contract/platform.json, typed for TypeScript by
// shared/src/contract/platform.ts) as the build, the servers and the launchers read them, with the
// rules for the variables that override them.
const platform = require('../src/contract/platform.json');

const apps = platform.apps;
const appKeys = Object.keys(apps);
/** The apps served to the browser: the shell and the remotes. */
const frontEndKeys = appKeys.filter((key) => key !== 'api');
/** The apps the shell loads by a manifest URL. */
const remoteKeys = appKeys.filter((key) => apps[key].urlVariable !== undefined);
const marketCodes = Object.keys(platform.markets);

/** The app whose folder `folder` is (shell, mfe-recommendations, ...), or undefined. */
function appKeyOfFolder(folder) {
  return appKeys.find((key) => apps[key].folder === folder);
}

/**
 * An app's port: its variable (SHELL_PORT, ONBOARDING_PORT, ..., API_PORT) when set, else
 * platform.json's. A value that is no port number (1 to 65535) is an error that names the variable.
 * @param {string} key
 * @param {NodeJS.ProcessEnv} [env]
 */
function portOf(key, env = process.env) {
  const app = apps[key];
  if (!app) throw new Error(`Unknown app ${key}`);
  const value = env[app.portVariable];
  if (value === undefined || value === '') return app.port;
  const text = String(value).trim();
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 65535)
    throw new Error(`${app.portVariable} must be a port number, not ${JSON.stringify(value)}`);
  return Number(text);
}

/**
 * The remotes' manifest URLs, by remote: each from its variable (REMOTE_ONBOARDING_URL, ...) in
 * `env` when set, else `manifestUrl(key)`.
 * @param {NodeJS.ProcessEnv} env
 * @param {(key: string) => string} manifestUrl
 * @returns {Record<string, string>}
 */
function remoteUrls(env, manifestUrl) {
  return Object.fromEntries(remoteKeys.map((key) => [key, env[apps[key].urlVariable] ?? manifestUrl(key)]));
}

/** The same URLs by their variables, as a launcher passes them to the servers. */
function remoteUrlSettings(env, manifestUrl) {
  const urls = remoteUrls(env, manifestUrl);
  return Object.fromEntries(remoteKeys.map((key) => [apps[key].urlVariable, urls[key]]));
}

/**
 * Where the browser finds the apps when they all run on one host: the defaults of the front-end
 * servers' settings, and what the launchers pass when they run the apps on other ports.
 * @param {string} host
 * @param {(key: string) => number} [portOfApp] each app's port (platform.json's by default)
 */
function storefrontUrls(host, portOfApp = (key) => apps[key].port) {
  return {
    apiBaseUrl: `http://${host}:${portOfApp('api')}`,
    remoteManifest: (key) => `http://${host}:${portOfApp(key)}/mf-manifest.json`,
    shellOrigins: `http://${host}:${portOfApp('shell')},http://127.0.0.1:${portOfApp('shell')}`,
  };
}

/** A setting that names a market: one the storefront serves (any case), or an error naming them. */
function marketCode(name, value) {
  const code = String(value).trim().toLowerCase();
  if (!marketCodes.includes(code))
    throw new Error(`${name} must be one of ${marketCodes.join(', ')}, not ${JSON.stringify(value)}`);
  return code;
}

module.exports = {
  apps,
  appKeys,
  frontEndKeys,
  remoteKeys,
  marketCodes,
  defaultMarket: platform.defaultMarket,
  chunkLoadTimeoutMs: platform.chunkLoadTimeoutMs,
  shellPublicPath: platform.shellPublicPath,
  /** The operator console and its API: a listener of the API's own, never the public port. */
  operatorConsole: platform.operatorConsole,
  appKeyOfFolder,
  portOf,
  remoteUrls,
  remoteUrlSettings,
  storefrontUrls,
  marketCode,
};
