// What `npm run dev` runs, from its arguments and the environment: which apps come from source
// and which from dist/, their ports, and the settings every part reads (the same variables as
// under `npm start` and in the containers).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { apps, frontEndKeys, portOf, remoteKeys, remoteUrlSettings, storefrontUrls } = require('../shared/tooling/platform.cjs');

/** The app named on the command line, by its folder (mfe-recommendations) or its key (recommendations). */
function appKeyOf(name) {
  const key = frontEndKeys.find((k) => k === name || apps[k].folder === name.replace(/\/+$/, ''));
  if (!key) {
    const folders = frontEndKeys.map((k) => apps[k].folder).join(', ');
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
    env: { ...env, ...settings },
    fromSource: fromSourceKeys.map(describe),
    fromDist: frontEndKeys.filter((key) => !fromSourceKeys.includes(key)).map(describe),
    shellFromDist: !fromSourceKeys.includes('shell'),
    apiPort: ports.api,
    /** [name, port] of every server of the run. */
    ports: Object.entries(ports),
    apiUrl: settings.API_BASE_URL,
    shellUrl: `http://${host}:${ports.shell}`,
    readyUrls: [
      `${loopback(ports.api)}/ready`,
      `${loopback(ports.shell)}/`,
      ...remoteKeys.map((key) => `${loopback(ports[key])}/mf-manifest.json`),
    ],
  };
}
