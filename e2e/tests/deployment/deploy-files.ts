/**
 * Readers of the deployment files for the deployment tests: docker-compose.yml (with compose's
 * variable interpolation), Dockerfiles (stages and instructions), .env.example and the README's
 * tables. Each reads only what the tests check and fails loudly on what it does not understand.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import YAML from 'yaml';
import { repoRoot } from '../../harness/paths';

export const read = (relative: string) => readFileSync(path.join(repoRoot, relative), 'utf8');
export const exists = (relative: string) => existsSync(path.join(repoRoot, relative));

/** A package as the committed package-lock.json records it. */
export interface LockPackage {
  version?: string;
  link?: boolean;
  optional?: boolean;
  hasInstallScript?: boolean;
  engines?: { node?: string } | string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  os?: string[];
  libc?: string[];
  cpu?: string[];
}

/** The lock's packages by path ('' the root, `node_modules/<name>` and nested paths). */
export const lockedPackages = () => (JSON.parse(read('package-lock.json')) as { packages: Record<string, LockPackage> }).packages;

/** npm skips an optional package built for another platform (fsevents, macOS only). */
/** The C library of this Node (and of the API image, Debian's): npm installs a package built for another one nowhere. */
const libc = (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime ? 'glibc' : 'musl';

export const forThisPlatform = (pkg: LockPackage) =>
  (!pkg.os || pkg.os.includes(process.platform)) && (!pkg.cpu || pkg.cpu.includes(process.arch)) && (!pkg.libc || pkg.libc.includes(libc));

// ---- docker-compose.yml ----------------------------------------------------------------------

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; args?: Record<string, string> } | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | { target: number; published?: string | number })[];
  healthcheck?: { test: string | string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
  volumes?: unknown[];
}

export interface Compose {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** The file as compose reads it: YAML 1.1 merge keys (`<<: *frontend`) applied. */
export function readCompose(relative = 'docker-compose.yml'): Compose {
  return YAML.parse(read(relative), { merge: true }) as Compose;
}

/** Every `${NAME...}` the file takes from the operator's environment, with its default (`:-`/`-`). */
export function composeVariables(text: string): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  const withoutEscapes = text.replace(/\$\$/g, '');
  for (const m of withoutEscapes.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}/g)) {
    const [, name, , fallback] = m;
    if (found.has(name) && found.get(name) !== fallback) throw new Error(`${name} has two defaults: ${found.get(name)} and ${fallback}`);
    found.set(name, fallback);
  }
  for (const m of withoutEscapes.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)) {
    if (!found.has(m[1])) found.set(m[1], undefined);
  }
  return found;
}

/** Compose's interpolation: `${X:-d}` (d when X is unset or empty), `${X-d}` (when unset), `${X}`, `$$`. */
export function interpolate(value: string, env: Record<string, string>): string {
  const escaped = '\u{F8FF}'; // a private-use character stands in for `$$` meanwhile
  return value
    .replace(/\$\$/g, escaped)
    .replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}/g, (_m, name: string, op: string | undefined, fallback = '') => {
      const set = Object.prototype.hasOwnProperty.call(env, name);
      if (op === ':-') return set && env[name] !== '' ? env[name] : fallback;
      if (op === '-') return set ? env[name] : fallback;
      return set ? env[name] : '';
    })
    .split(escaped)
    .join('$');
}

/** A service's environment after interpolation, as the container sees it. */
export function serviceEnv(service: ComposeService, env: Record<string, string> = {}): Record<string, string> {
  const raw = service.environment ?? {};
  const entries: [string, string][] = Array.isArray(raw)
    ? raw.map((line) => {
        const at = line.indexOf('=');
        return [line.slice(0, at), line.slice(at + 1)];
      })
    : Object.entries(raw).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]);
  return Object.fromEntries(entries.map(([k, v]) => [k, interpolate(v, env)]));
}

export interface PublishedPort {
  host: string;
  container: number;
}

/** `'${SHELL_PORT:-3000}:3000'` -> { host: '3000', container: 3000 } (after interpolation). */
export function publishedPorts(service: ComposeService, env: Record<string, string> = {}): PublishedPort[] {
  return (service.ports ?? []).map((port) => {
    if (typeof port === 'object') return { host: String(port.published ?? ''), container: Number(port.target) };
    const parts = interpolate(String(port), env).split(':');
    if (parts.length < 2) throw new Error(`port ${port} publishes no host port`);
    return { host: parts[parts.length - 2], container: Number(parts[parts.length - 1].split('/')[0]) };
  });
}

export function buildOf(service: ComposeService): { context: string; dockerfile: string; args: Record<string, string> } | null {
  if (!service.build) return null;
  if (typeof service.build === 'string') return { context: service.build, dockerfile: 'Dockerfile', args: {} };
  return { context: service.build.context, dockerfile: service.build.dockerfile ?? 'Dockerfile', args: service.build.args ?? {} };
}

// ---- .env.example --------------------------------------------------------------------------

/** An env file as Node's dotenv parser (util.parseEnv, the parser of `node --env-file`) reads it. */
export function readEnvFile(relative: string): Record<string, string> {
  return parseEnv(read(relative)) as Record<string, string>;
}

// ---- Dockerfiles ---------------------------------------------------------------------------

export interface Instruction {
  keyword: string;
  /** The text after the keyword, continuation lines joined. */
  args: string;
  /** The JSON array of the exec form, when that is the form used. */
  exec?: string[];
  /** --from=..., --chown=..., --interval=... */
  flags: Record<string, string>;
}

export interface Stage {
  base: string;
  name?: string;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARGs before the first FROM. */
  globalArgs: Instruction[];
  stages: Stage[];
}

const knownKeywords = new Set([
  'FROM', 'RUN', 'CMD', 'LABEL', 'EXPOSE', 'ENV', 'ADD', 'COPY', 'ENTRYPOINT', 'VOLUME', 'USER', 'WORKDIR', 'ARG', 'ONBUILD',
  'STOPSIGNAL', 'HEALTHCHECK', 'SHELL',
]);

export function parseDockerfile(text: string): Dockerfile {
  const logical: string[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    if (/^\s*#/.test(raw) && current === '') continue;
    if (/^\s*#/.test(raw)) continue; // comment lines inside a continued instruction
    const line = raw.replace(/\s+$/, '');
    if (line.endsWith('\\')) {
      current += line.slice(0, -1) + ' ';
      continue;
    }
    current += line;
    if (current.trim()) logical.push(current.trim());
    current = '';
  }
  if (current.trim()) logical.push(current.trim());

  const file: Dockerfile = { globalArgs: [], stages: [] };
  for (const line of logical) {
    const match = /^([A-Za-z]+)\s*(.*)$/.exec(line);
    if (!match) throw new Error(`Not an instruction: ${line}`);
    const keyword = match[1].toUpperCase();
    if (!knownKeywords.has(keyword)) throw new Error(`Unknown instruction ${keyword}`);
    let rest = match[2];
    const flags: Record<string, string> = {};
    for (let flag = /^--([a-z-]+)(?:=(\S*))?\s+/.exec(rest); flag; flag = /^--([a-z-]+)(?:=(\S*))?\s+/.exec(rest)) {
      flags[flag[1]] = flag[2] ?? 'true';
      rest = rest.slice(flag[0].length);
    }
    const instruction: Instruction = { keyword, args: rest, flags };
    if (keyword === 'HEALTHCHECK' && /^CMD\s/.test(rest)) {
      const cmd = rest.slice(4).trim();
      if (cmd.startsWith('[')) instruction.exec = JSON.parse(cmd);
    } else if (['CMD', 'ENTRYPOINT', 'RUN'].includes(keyword) && rest.startsWith('[')) {
      instruction.exec = JSON.parse(rest);
    }
    if (keyword === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest);
      if (!from) throw new Error(`FROM ${rest}`);
      file.stages.push({ base: from[1], name: from[2], instructions: [] });
    } else if (file.stages.length === 0) {
      if (keyword !== 'ARG') throw new Error(`${keyword} before the first FROM`);
      file.globalArgs.push(instruction);
    } else {
      file.stages[file.stages.length - 1].instructions.push(instruction);
    }
  }
  return file;
}

export function readDockerfile(relative: string): Dockerfile {
  return parseDockerfile(read(relative));
}

export const finalStage = (file: Dockerfile) => file.stages[file.stages.length - 1];
export const stageNamed = (file: Dockerfile, name: string) => file.stages.find((s) => s.name === name);
export const all = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword);
export const last = (stage: Stage, keyword: string) => all(stage, keyword).at(-1);

/** The stage's WORKDIR after its last WORKDIR instruction (absolute paths only, as these files use). */
export function workdirOf(stage: Stage): string {
  const dir = last(stage, 'WORKDIR')?.args;
  if (dir && !dir.startsWith('/')) throw new Error(`relative WORKDIR ${dir}`);
  return dir ?? '/';
}

/** COPY's sources and destination: `COPY a b c/` -> { sources: [a, b], dest: c/ }. */
export function copyParts(instruction: Instruction): { sources: string[]; dest: string } {
  const parts = instruction.exec ?? instruction.args.split(/\s+/);
  return { sources: parts.slice(0, -1), dest: parts[parts.length - 1] };
}

// ---- README.md -----------------------------------------------------------------------------

/** The rows of every Markdown table in the text, as arrays of trimmed cells. */
export function tableRows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => /^\s*\|.*\|\s*$/.test(line) && !/^\s*\|\s*-{3}/.test(line))
    .map((line) => line.trim().slice(1, -1).split('|').map((cell) => cell.trim()));
}

/** Every `NAME` in backquotes in the text (the way the README names settings). */
export function codeNames(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const m of markdown.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(m[1]);
  return names;
}
