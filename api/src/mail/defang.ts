import LinkifyIt from 'linkify-it';
import tlds from 'tlds';

/**
 * Mail clients turn anything that looks like a link or an address into one (`evil.example/login`,
 * `www.x.app`, `http://...`, `someone@evil.example`), escaped or not. Text a visitor typed (a
 * name, a help message) is shown with every such run defanged the way security teams write links
 * they must not click: `evil[.]example/login`, `http[:]//...`, `someone[@]evil[.]example`.
 * Recognition is linkify-it's, with the full list of top-level domains, and for addresses any
 * `something@something`, whatever its host.
 */
const linkify = new LinkifyIt({ fuzzyIP: true }).tlds(tlds, true);

/** Brackets each `.` and `@` (once: a run defanged already is left as it is), `://` and `mailto:`. */
function defangRun(run: string): string {
  return run
    .replace(/:\/\//g, '[:]//')
    .replace(/^mailto:/i, 'mailto[:]')
    .replace(/(?<!\[)([.@])(?!\])/g, '[$1]');
}

/** Some clients link anything after `www.`, whatever its top-level domain. */
const wwwRun = /\bwww\.\S+/gi;
/**
 * An address, on any host (`.example`, `localhost` and IP literals are no top-level domain
 * linkify-it knows): a run around an `@`, without the punctuation that ends a sentence after it.
 */
const addressRun = /[^\s@]+@[^\s@]*[^\s@.,;:!?'")\]}>]/g;

export function defang(text: string): string {
  const matches = linkify.match(text) ?? [];
  let out = '';
  let at = 0;
  for (const match of matches) {
    out += text.slice(at, match.index) + defangRun(text.slice(match.index, match.lastIndex));
    at = match.lastIndex;
  }
  return (out + text.slice(at)).replace(wwwRun, defangRun).replace(addressRun, defangRun);
}
