import type { Page, Response } from 'playwright-core';

/**
 * Library markers found in minified bundles, to count how many copies a page loads: strings that
 * survive minification and exist once per copy of the library.
 * - react-dom: the key React DOM puts on a root container.
 * - antd: the attribute of antd's CSS-in-JS engine (@ant-design/cssinjs), which every antd copy carries.
 * - federation runtime: a hook name of the runtime core's ModuleFederation class
 *   (@module-federation/runtime-core). Not '[ Federation Runtime ]': that is the SDK's log prefix,
 *   which every remoteEntry.js carries even when it uses the shell's runtime core (externalRuntime).
 * - swr: the slow connection SWR's core (its global cache and configuration) checks for.
 */
export const libraryMarkers = {
  'react-dom': '__reactContainer$',
  antd: 'data-css-hash',
  'federation runtime': 'beforeInitContainer',
  swr: 'slow-2g',
} as const;

/** Characters of a script by where they come from: a package, an app's own code or the bundler. */
export interface PackageShare {
  name: string;
  raw: number;
}

export interface ScriptFile {
  url: string;
  raw: number;
  /** Bytes on the wire (gzip when the server compressed it). */
  wire: number;
  libraries: (keyof typeof libraryMarkers)[];
  /** Its characters by package, largest first, where its source map was found (script-breakdown.ts). */
  packages?: PackageShare[];
}

export interface ScriptStats {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  copies: Record<keyof typeof libraryMarkers, number>;
  /** Every script, largest on the wire first. */
  scripts: ScriptFile[];
}

const scriptUrl = /\.m?js(\?|$)/;

/** Records every script the page downloads from now on (or, with `only`, every file whose URL matches it). */
export function recordScripts(page: Page, only: RegExp = scriptUrl) {
  const pending: Promise<{ url: string; raw: number; wire: number; body: string }>[] = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    if (!only.test(url) || response.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await response.body();
        // Fonts are binary: their bytes count, their text is never searched for library markers.
        const sizes = await response.request().sizes();
        return { url, raw: body.length, wire: sizes.responseBodySize, body: body.toString('utf8') };
      })(),
    );
  };
  page.on('response', onResponse);
  return {
    async stop(): Promise<ScriptStats> {
      page.off('response', onResponse);
      const scripts = await Promise.all(pending);
      const copies = Object.fromEntries(
        Object.entries(libraryMarkers).map(([name, marker]) => [name, scripts.filter((s) => s.body.includes(marker)).length]),
      ) as ScriptStats['copies'];
      const names = Object.keys(libraryMarkers) as (keyof typeof libraryMarkers)[];
      return {
        files: scripts.length,
        rawBytes: scripts.reduce((n, s) => n + s.raw, 0),
        gzipBytes: scripts.reduce((n, s) => n + s.wire, 0),
        copies,
        scripts: scripts
          .map(({ url, raw, wire, body }) => ({ url, raw, wire, libraries: names.filter((name) => body.includes(libraryMarkers[name])) }))
          .sort((a, b) => b.wire - a.wire),
      };
    },
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A script's largest packages and their share of its characters. */
function topPackages(shares: PackageShare[] | undefined, count = 3): string {
  if (!shares?.length) return '';
  const total = shares.reduce((n, s) => n + s.raw, 0) || 1;
  return `  (${shares
    .slice(0, count)
    .map((s) => `${s.name} ${Math.round((100 * s.raw) / total)}%`)
    .join(', ')})`;
}

/** One line per script: origin port and file, sizes, the libraries it carries, its largest packages. */
export function formatScripts(stats: ScriptStats, limit = 12): string {
  return stats.scripts
    .slice(0, limit)
    .map((s) => {
      const url = new URL(s.url);
      const libs = s.libraries.length ? `  [${s.libraries.join(', ')}]` : '';
      return `    ${`:${url.port}${url.pathname}`.padEnd(60)} ${kb(s.raw).padStart(10)} raw ${kb(s.wire).padStart(10)} gzip${libs}${topPackages(s.packages)}`;
    })
    .join('\n');
}

export function formatStats(label: string, stats: ScriptStats): string {
  const copies = Object.entries(stats.copies)
    .map(([name, n]) => `${name} ×${n}`)
    .join(', ');
  return `${label}: ${stats.files} files, ${kb(stats.rawBytes)} raw, ${kb(stats.gzipBytes)} gzip; ${copies}`;
}
