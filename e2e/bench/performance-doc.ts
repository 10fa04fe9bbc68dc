import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../harness/paths';

/** Where `npm run bench` keeps the latest figures, below the description of how each is measured. */
export const performanceDoc = path.join(repoRoot, 'docs/performance.md');

export const benchStartMarker = '<!-- bench:start -->';
export const benchEndMarker = '<!-- bench:end -->';

/**
 * The document with `body` between its bench markers in place of what was there; with the markers
 * added at the end when the document has none.
 */
export function withBenchBlock(doc: string, body: string): string {
  const block = `${benchStartMarker}\n\n${body.trim()}\n\n${benchEndMarker}`;
  const start = doc.indexOf(benchStartMarker);
  const end = doc.indexOf(benchEndMarker);
  return start >= 0 && end > start
    ? doc.slice(0, start) + block + doc.slice(end + benchEndMarker.length)
    : `${doc.replace(/\s*$/, '')}\n\n## Latest figures\n\n${block}\n`;
}

/** Replaces the figures of docs/performance.md, read right before writing so that edits to its text made during the run are kept. */
export function writeBenchBlock(body: string, file = performanceDoc): void {
  writeFileSync(file, withBenchBlock(readFileSync(file, 'utf8'), body));
}
