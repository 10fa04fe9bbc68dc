/**
 * The languages a visitor's browser asks for (its Accept-Language header), named for the support
 * team: 'Arabic (United Arab Emirates) [ar-AE], English [en]'. The storefront speaks English; the ticket says which
 * language the visitor may prefer in the reply. Anything not shaped like a language tag is skipped.
 */
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const languageTag = /^[a-z]{2,3}(-[a-z0-9]{2,8}){0,3}$/i;
/** The header is the visitor's browser's, so bounded: a real one names a handful. */
const maxLanguages = 3;

export function browserLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const named: string[] = [];
  for (const part of header.slice(0, 500).split(',')) {
    const tag = part.split(';')[0].trim();
    if (!languageTag.test(tag)) continue;
    let name: string | undefined;
    try {
      name = languageNames.of(tag);
    } catch {
      continue;
    }
    if (!name || name === tag) continue;
    named.push(`${name} [${tag}]`);
    if (named.length === maxLanguages) break;
  }
  return named;
}
