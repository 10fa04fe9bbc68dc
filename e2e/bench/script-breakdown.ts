// Where a page's JavaScript bytes come from: each downloaded script is matched to its file in the
// app's dist folder and that file's source map (the production build writes one per chunk, unlinked),
// and every character of the script is attributed to the source it was compiled from, grouped by
// package. A package's gzip bytes are its share of the script's characters applied to the script's
// bytes on the wire (gzip compresses the whole file, not each package apart).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping';
import { kb, type PackageShare, type ScriptStats } from './measure-page';

const nodeModule = /node_modules\/((?:@[^/]+\/)?[^/]+)/;

/** The group a source of a source map belongs to (its `sources` entry, e.g. webpack://shell/./src/x.tsx). */
export function packageOfSource(source: string): string {
  const npm = nodeModule.exec(source);
  if (npm) return npm[1];
  const file = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (/(^|\/)shared\/src\/ui\//.test(file)) return '@storefront/shared/ui (the kit)';
  if (/(^|\/)shared\/src\//.test(file)) return '@storefront/shared';
  if (/^\.\/src\//.test(file) || /^src\//.test(file)) return "the app's own code";
  if (/^webpack\//.test(file) || !file.includes('/')) return 'bundler and federation runtime (generated)';
  return file.split('/').slice(0, 2).join('/');
}

/** Characters of the generated file by package, from its source map. */
export function attributeFile(code: string, map: TraceMap): PackageShare[] {
  const lines = code.split('\n');
  const mappings = decodedMappings(map);
  const sources = map.sources.map((s) => (s == null ? 'unmapped' : packageOfSource(s)));
  const totals = new Map<string, number>();
  const add = (name: string, n: number) => n > 0 && totals.set(name, (totals.get(name) ?? 0) + n);
  lines.forEach((line, i) => {
    const segments = mappings[i] ?? [];
    let covered = 0;
    segments.forEach((segment, j) => {
      const end = j + 1 < segments.length ? segments[j + 1][0] : line.length;
      const length = Math.max(0, end - segment[0]);
      covered += length;
      add(segment.length > 1 ? sources[segment[1] as number] : 'unmapped', length);
    });
    add('unmapped', line.length - covered + 1);
  });
  return [...totals].map(([name, raw]) => ({ name, raw })).sort((a, b) => b.raw - a.raw);
}

/**
 * Attributes every script of `stats` whose dist folder `distOf(origin)` names and whose file has a
 * source map beside it; a script without one is counted whole under its own file name.
 */
export function breakDown(stats: ScriptStats, distOf: (origin: string) => string | undefined): ScriptStats {
  const cache = new Map<string, PackageShare[] | null>();
  const sharesOf = (url: string): PackageShare[] | null => {
    const { origin, pathname } = new URL(url);
    const dist = distOf(origin);
    if (!dist) return null;
    const file = path.join(dist, path.basename(pathname));
    if (!cache.has(file)) {
      const mapFile = `${file}.map`;
      cache.set(
        file,
        existsSync(file) && existsSync(mapFile)
          ? attributeFile(readFileSync(file, 'utf8'), new TraceMap(readFileSync(mapFile, 'utf8')))
          : null,
      );
    }
    return cache.get(file)!;
  };
  return {
    ...stats,
    scripts: stats.scripts.map((script) => ({
      ...script,
      packages: sharesOf(script.url) ?? [{ name: `${path.basename(new URL(script.url).pathname)} (no source map)`, raw: script.raw }],
    })),
  };
}

/** Gzip bytes by package over every script of `stats` (each script's wire bytes apportioned by characters). */
export function packageTotals(stats: ScriptStats): { name: string; gzip: number; raw: number }[] {
  const totals = new Map<string, { gzip: number; raw: number }>();
  for (const script of stats.scripts) {
    const shares = script.packages ?? [];
    const characters = shares.reduce((n, s) => n + s.raw, 0) || 1;
    for (const share of shares) {
      const total = totals.get(share.name) ?? { gzip: 0, raw: 0 };
      total.gzip += (script.wire * share.raw) / characters;
      total.raw += (script.raw * share.raw) / characters;
      totals.set(share.name, total);
    }
  }
  return [...totals]
    .map(([name, t]) => ({ name, ...t }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The packages that weigh most, one line each, and the rest summed. */
export function formatPackages(stats: ScriptStats, limit = 16): string {
  const totals = packageTotals(stats);
  if (!totals.length) return '';
  const shown = totals.slice(0, limit);
  const rest = totals.slice(limit);
  const line = (name: string, gzip: number, raw: number) =>
    `    ${name.padEnd(60)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(10)} gzip`;
  return [
    '  by package (gzip apportioned by characters):',
    ...shown.map((t) => line(t.name, t.gzip, t.raw)),
    ...(rest.length
      ? [
          line(
            `${rest.length} more`,
            rest.reduce((n, t) => n + t.gzip, 0),
            rest.reduce((n, t) => n + t.raw, 0),
          ),
        ]
      : []),
  ].join('\n');
}
