import type { Page, Response } from 'playwright-core';

/** Library markers found in minified bundles, to count how many copies a page loads. */
export const libraryMarkers = {
  'react-dom': '__reactContainer$',
  antd: 'data-css-hash',
  'federation runtime': 'Federation Runtime',
} as const;

export interface ScriptStats {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  copies: Record<keyof typeof libraryMarkers, number>;
}

/** Records every script the page downloads from now on. */
export function recordScripts(page: Page) {
  const pending: Promise<{ url: string; raw: number; wire: number; body: string }>[] = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(url) || response.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await response.body();
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
      return {
        files: scripts.length,
        rawBytes: scripts.reduce((n, s) => n + s.raw, 0),
        gzipBytes: scripts.reduce((n, s) => n + s.wire, 0),
        copies,
      };
    },
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatStats(label: string, stats: ScriptStats): string {
  const copies = Object.entries(stats.copies)
    .map(([name, n]) => `${name} ×${n}`)
    .join(', ');
  return `${label}: ${stats.files} JS files, ${kb(stats.rawBytes)} raw, ${kb(stats.gzipBytes)} gzip; ${copies}`;
}
