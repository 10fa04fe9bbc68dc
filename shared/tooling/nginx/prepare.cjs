'use strict';
// Debian's nginx run on the image's own configuration, for `npm start`, `npm run dev` and the
// tests: the templates rendered by sourcing 15-storefront-settings.envsh and running envsubst over
// every defined variable, exactly as the official image's entrypoint does at container start, into
// a folder of the run's own (pid file and temporary files there too).
const { spawnSync } = require('node:child_process');
const { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { defaultsFor, roleOf } = require('./defaults.cjs');

const here = __dirname;
const settingsScript = path.join(here, '15-storefront-settings.envsh');
/** Files the image renders from its templates (source, name once rendered), for an app of `role`. */
const templatesOf = (role) => [
  ['nginx.conf.template', 'nginx.conf'],
  [`${role}-app.conf.template`, 'storefront-app.conf'],
  [`${role}-headers.conf.template`, 'storefront-headers.conf'],
];
/** Files the image copies as they are. */
const plainFiles = ['storefront-errors.conf', 'storefront-problem-headers.conf'];

/** Debian's nginx (NGINX_BIN to use another). */
function nginxBinary(env = process.env) {
  const binary = env.NGINX_BIN || '/usr/sbin/nginx';
  if (!existsSync(binary))
    throw new Error(`${binary} is missing: the front ends are served by nginx (apt-get install nginx, or set NGINX_BIN)`);
  return binary;
}

// The official image's 20-envsubst-on-templates.sh: every defined variable, nothing else.
const renderScript = `
set -e
. "$STOREFRONT_SETTINGS_SCRIPT"
cat "$NGINX_RUN_DIR/runtime-config.json"
printf '%s\\n' "$STOREFRONT_CSP"
defined_envs=$(printf '\${%s} ' $(awk "END { for (name in ENVIRON) { print name } }" < /dev/null))
while [ $# -ge 2 ]; do
  envsubst "$defined_envs" < "$1" > "$STOREFRONT_RENDER_TO/$2"
  shift 2
done
`;

/** The headers a rendered headers file adds with a fixed value: `add_header Name "value" always;`. */
function fixedHeaders(text) {
  return Object.fromEntries([...text.matchAll(/^add_header (\S+) "([^"$]*)" always;$/gm)].map((m) => [m[1], m[2]]));
}

/**
 * The settings of `key`'s server from `env`, checked as the image checks them, and its
 * configuration rendered into `renderTo` (a folder of its own; a temporary one, removed after,
 * when none is given). A setting the server refuses is an Error with its message.
 * @param {string} key front-end app of platform.json
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [renderTo]
 * @returns {{ runtimeConfig: object, csp: string, headers: Record<string, string>, configuration: string }}
 */
function frontEndSettings(key, env, renderTo) {
  const role = roleOf(key);
  const folder = renderTo ?? mkdtempSync(path.join(os.tmpdir(), `storefront-${key}-`));
  try {
    mkdirSync(folder, { recursive: true });
    const defaultsFile = path.join(folder, 'storefront-defaults.sh');
    writeFileSync(defaultsFile, defaultsFor(key));
    const templates = templatesOf(role).flatMap(([source, target]) => [path.join(here, source), target]);
    const result = spawnSync('sh', ['-c', renderScript, 'render', ...templates], {
      env: {
        ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
        STOREFRONT_DEFAULTS: defaultsFile,
        STOREFRONT_SETTINGS_SCRIPT: settingsScript,
        STOREFRONT_RENDER_TO: folder,
        NGINX_RUN_DIR: env.NGINX_RUN_DIR || folder,
      },
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      const message = (result.stderr || result.error?.message || `exit code ${result.status}`).trim();
      throw new Error(message.replace(/^storefront: /, ''));
    }
    for (const file of plainFiles) copyFileSync(path.join(here, file), path.join(folder, file));
    const [configLine, csp] = result.stdout.split('\n');
    const rendered = templatesOf(role).map(([, target]) => readFileSync(path.join(folder, target), 'utf8'));
    const headers = fixedHeaders(rendered[2]);
    return { runtimeConfig: JSON.parse(configLine), csp, headers, configuration: rendered.join('\n') };
  } finally {
    if (!renderTo) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Renders `key`'s server into `runDir` and returns the command that serves it in the foreground.
 * @param {string} key front-end app of platform.json
 * @param {NodeJS.ProcessEnv} env its settings (PORT, HOST, DIST_DIR, API_BASE_URL, ... as in the image)
 * @param {string} runDir a folder of this server's own
 */
function prepareFrontEnd(key, env, runDir) {
  const command = nginxBinary(env);
  const settings = frontEndSettings(key, env, runDir);
  // Started by root (a container's build user, CI), the workers would run as nobody and could not
  // read the launcher's folders: they run as the launcher's user, as they do for anyone else.
  const globals = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  return { command, args: ['-p', runDir, '-c', path.join(runDir, 'nginx.conf'), '-g', globals], ...settings };
}

module.exports = { frontEndSettings, prepareFrontEnd, nginxBinary };
