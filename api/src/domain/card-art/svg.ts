/** Small helpers for the generated SVG images. */

/** Text and attribute values escaped for XML. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** FNV-1a of a text: a stable small number to vary a drawing by name (not for security). */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The initials of a bank's first two words other than 'Bank' ('Falcon National Bank' -> 'FN'). */
export function initialsOf(name: string): string {
  const generic = new Set(['bank', 'of', 'the']);
  const words = name.split(/\s+/).filter(Boolean);
  const distinctive = words.filter((w) => !generic.has(w.toLowerCase()));
  const chosen = (distinctive.length ? distinctive : words).slice(0, 2);
  return chosen.map((w) => w[0]!.toUpperCase()).join('');
}
