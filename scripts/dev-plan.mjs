// What `npm run dev` runs, from its arguments and the environment: which apps come from source
// and which from dist/, their ports, and the settings every part reads (the same variables as
// under `npm start` and in the containers).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { apps, frontEndKeys, operatorConsole, portOf, remoteKeys, remoteUrlSettings, storefrontUrls } = require('../shared/tooling/platform.cjs');

/** The operator console's folder, which `npm run dev` also serves from source. */
const consoleFolder = 'console';

/** A port setting: its variable in `env` when set, else `fallback`; anything but a port number is an error naming it. */
function portSetting(env, variable, fallback) {
  const value = env[variable];
  if (value === undefined || value === '') return fallback;
  const text = String(value).trim();
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 65535)
    throw new Error(`${variable} must be a port number, not ${JSON.stringify(value)}`);
  return Number(text);
}

/** The app named on the command line, by its folder (mfe-recommendations) or its key (recommendations). */
function appKeyOf(name) {
  const key = [...frontEndKeys, consoleFolder].find((k) => k === name || (apps[k]?.folder ?? k) === name.replace(/\/+$/, ''));
  if (!key) {
    const folders = [...frontEndKeys.map((k) => apps[k].folder), consoleFolder].join(', ');
    throw new Error(`npm run dev: unknown app ${JSON.stringify(name)}; name one or more of ${folders}`);
  }
  return key;
}

/**
 * @param {string[]} args  the folders to serve from source; none means all of them
 * @param {NodeJS.ProcessEnv} env
 */
export function devPlan(args, env) {
  const named = new Set(args.filter((arg) => arg !== '--').map(appKeyOf));
  const fromSourceKeys = named.size > 0 ? frontEndKeys.filter((key) => named.has(key)) : frontEndKeys;
  const host = env.PUBLIC_HOST ?? 'localhost';
  const ports = Object.fromEntries([...frontEndKeys, 'api'].map((key) => [key, portOf(key, env)]));
  /** The console from source (when no app is named, or it is) and the API's operator listener it calls. */
  const withConsole = named.size === 0 || named.has(consoleFolder);
  const operatorPort = portSetting(env, operatorConsole.portVariable, operatorConsole.port);
  const consolePort = portSetting(env, operatorConsole.devPortVariable, operatorConsole.devPort);
  const consoleServer = withConsole
    ? { key: consoleFolder, folder: consoleFolder, port: consolePort, url: `http://${host}:${consolePort}` }
    : null;
  const urls = storefrontUrls(host, (key) => ports[key]);
  const settings = {
    PUBLIC_HOST: host,
    API_BASE_URL: env.API_BASE_URL ?? urls.apiBaseUrl,
    STOREFRONT_ORIGINS: env.STOREFRONT_ORIGINS ?? urls.shellOrigins,
    ...remoteUrlSettings(env, urls.remoteManifest),
  };
  const describe = (key) => ({
    key,
    folder: apps[key].folder,
    port: ports[key],
    // What a finished production build of the app contains.
    builtMarker: key === 'shell' ? 'index.html' : 'mf-manifest.json',
  });
  const loopback = (port) => `http://127.0.0.1:${port}`;
  return {
    env: {
      ...env,
      ...settings,
      [operatorConsole.portVariable]: String(operatorPort),
      [operatorConsole.devPortVariable]: String(consolePort),
    },
    fromSource: fromSourceKeys.map(describe),
    fromDist: frontEndKeys.filter((key) => !fromSourceKeys.includes(key)).map(describe),
    shellFromDist: !fromSourceKeys.includes('shell'),
    apiPort: ports.api,
    /** The console's dev server, or null when the run leaves the console out. */
    consoleServer,
    /** [name, port] of every server of the run. */
    ports: [
      ...Object.entries(ports),
      ['operator', operatorPort],
      ...(consoleServer ? [[consoleFolder, consolePort]] : []),
    ],
    apiUrl: settings.API_BASE_URL,
    shellUrl: `http://${host}:${ports.shell}`,
    readyUrls: [
      `${loopback(ports.api)}/ready`,
      `${loopback(ports.shell)}/`,
      ...remoteKeys.map((key) => `${loopback(ports[key])}/mf-manifest.json`),
      ...(consoleServer ? [`${loopback(consolePort)}/`] : []),
    ],
  };
}
