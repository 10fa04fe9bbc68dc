/**
 * The language tags of an Accept-Language header, most wanted first (by q, then by order);
 * tags refused with q=0 and the wildcard are left out. Bounded, as the header is the visitor's.
 */
export function acceptedTags(header: string | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return [];
  const ranked: { tag: string; q: number; i: number }[] = [];
  for (const [i, part] of value.slice(0, 500).split(',').slice(0, 20).entries()) {
    const [tag, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!tag || tag === '*' || !(q > 0)) continue;
    ranked.push({ tag: tag.trim(), q, i });
  }
  return ranked.sort((a, b) => b.q - a.q || a.i - b.i).map((r) => r.tag);
}
