/**
 * @jest-environment node
 */
// shared/tooling holds configuration: the apps' builds, the front-end server's nginx files, the
// jest preset, the dev servers' settings. What serves or launches (the launchers, the dev servers'
// request handlers) lives in scripts/, and the front ends are served by nginx.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const tooling = path.join(__dirname, '..');

/** Every source file of shared/tooling, its tests apart, relative to it. */
function sources(folder = tooling): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : sources(full);
    return /\.(c|m)?[jt]sx?$/.test(entry.name) ? [path.relative(tooling, full)] : [];
  });
}

/** What would make a file a server: an HTTP module or server library, or answering a request. */
const serving: Array<[string, RegExp]> = [
  ['an HTTP module', /['"](node:)?https?['"]|['"](node:)?http2['"]/],
  ['a server library', /['"](@rspack\/dev-server|webpack-dev-server|express|fastify|sirv|serve-static|serve-handler|http-server|@fastify\/static)['"/]/],
  ['an answer to a request', /\.writeHead\(|\bres\.end\(|\bres\.setHeader\(/],
];
/** Listening on a port; the test helpers (testing/: a mail sink for the tests, a free-port probe) apart. */
const listening: [string, RegExp] = ['a listening socket', /\bcreateServer\(|\.listen\(/];

it('has no file that serves HTTP or listens on a port', () => {
  const files = sources();
  expect(files.length).toBeGreaterThan(10);
  const found = files.flatMap((file) => {
    const text = readFileSync(path.join(tooling, file), 'utf8');
    const checks = file.startsWith(`testing${path.sep}`) ? serving : [...serving, listening];
    return checks.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${file}: ${what}`);
  });
  expect(found).toEqual([]);
});
