/** The benches' catalog: the seed with Pakistan's cards repeated to `cardCount`. */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export const cardCount = 10_000;

/** A copy of `apiDir`'s seed catalog in `into`, with Pakistan's cards repeated to `count`; its folder. */
export function scaledCatalog(apiDir: string, into: string, count = cardCount): string {
  const dir = path.join(into, 'catalog-10k');
  cpSync(path.join(apiDir, 'seed'), dir, { recursive: true });
  const file = path.join(dir, 'catalog', 'pk.yaml');
  const pk = YAML.parse(readFileSync(file, 'utf8')) as { cards: (Record<string, unknown> & { name: Record<string, string> })[] };
  const templates = pk.cards;
  pk.cards = Array.from({ length: count }, (_, i) => {
    const template = templates[i % templates.length];
    const name = Object.fromEntries(Object.entries(template.name).map(([language, text]) => [language, `${text} ${i}`]));
    // The template's incentive stays: it is the cashback its welcome offer names, which the catalog checks.
    return { ...template, id: 100_000 + i, name };
  });
  writeFileSync(file, YAML.stringify(pk, { aliasDuplicateObjects: false }));
  return dir;
}
