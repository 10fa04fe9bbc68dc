import LinkifyIt from 'linkify-it';
import tlds from 'tlds';

/**
 * Mail clients turn anything that looks like a link into one (`evil.example/login`, `www.x.app`,
 * `http://...`), escaped or not. Text a visitor typed (a name, a help message) is shown with every
 * such run defanged the way security teams write links they must not click: `evil[.]example/login`,
 * `http[:]//...`. Recognition is linkify-it's, with the full list of top-level domains.
 */
const linkify = new LinkifyIt({ fuzzyIP: true }).tlds(tlds, true);

function defangRun(run: string): string {
  return run.replace(/:\/\//g, '[:]//').replace(/^mailto:/i, 'mailto[:]').replace(/\./g, '[.]');
}

/** Some clients link anything after `www.`, whatever its top-level domain. */
const wwwRun = /\bwww\.\S+/gi;

export function defang(text: string): string {
  const matches = linkify.match(text) ?? [];
  let out = '';
  let at = 0;
  for (const match of matches) {
    out += text.slice(at, match.index) + defangRun(text.slice(match.index, match.lastIndex));
    at = match.lastIndex;
  }
  return (out + text.slice(at)).replace(wwwRun, defangRun);
}
