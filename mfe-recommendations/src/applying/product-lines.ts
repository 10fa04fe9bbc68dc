import { descriptionLines } from '../common/format';

/** Words that say nothing on their own ('Cashback on groceries' is about cashback and groceries). */
const fillerWords = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'your']);

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}%]+/u)
    .filter((word) => word && !fillerWords.has(word));
}

/** A feature a detail line already states: every word of its name is in the line. */
function statedBy(feature: string, line: string): boolean {
  const lineWords = new Set(wordsOf(line));
  const words = wordsOf(feature);
  return words.length > 0 && words.every((word) => lineWords.has(word));
}

/**
 * What the confirm modal lists about a product, each thing once: the product detail lines (the
 * description, spec section 3) first, then each feature no line already states ('Cashback on
 * fuel' is dropped beside '2% cashback on fuel'), and no line twice.
 */
export function productLines(features: readonly string[], description: string | null | undefined): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  const add = (line: string) => {
    const key = line.trim().toLowerCase();
    if (!key || seen.has(key)) return;
    seen.add(key);
    lines.push(line.trim());
  };
  const details = descriptionLines(description);
  details.forEach(add);
  for (const feature of features) if (!details.some((line) => statedBy(feature, line))) add(feature);
  return lines;
}
