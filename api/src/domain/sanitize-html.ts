/**
 * A small allow-list HTML sanitizer for e-mail bodies. Everything not listed is removed: unknown
 * tags are dropped (their text kept), dangerous containers (script, style, iframe...) are dropped
 * with their content, attributes are kept only when listed for the tag, URLs only with http(s) or
 * mailto schemes, inline styles only with listed properties and harmless values. The output is
 * well formed: text is escaped and every opened tag is closed.
 */

export interface SanitizeOptions {
  /** Keep <img> with an https: source; otherwise every image is removed. */
  allowImages?: boolean;
}

const allowedTags = new Set([
  'a', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'p', 'br', 'hr', 'div', 'span',
  'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'center',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'img',
]);
const voidTags = new Set(['br', 'hr', 'img']);
// Void elements (embed, frame...) have no content and no end tag: they are simply not allowed.
const droppedWithContent = new Set([
  'script', 'style', 'iframe', 'frameset', 'object', 'applet', 'noscript', 'template',
  'textarea', 'select', 'option', 'title', 'head', 'svg', 'math', 'xmp', 'noembed', 'noframes', 'plaintext', 'form', 'button',
]);
const commonAttributes = ['style', 'align', 'title', 'dir'];
const tagAttributes: Record<string, string[]> = {
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  table: ['width', 'border', 'cellpadding', 'cellspacing', 'role'],
  td: ['colspan', 'rowspan', 'width', 'valign'],
  th: ['colspan', 'rowspan', 'width', 'valign'],
};
const styleProperties = new Set([
  'color', 'background-color', 'font-family', 'font-size', 'font-weight', 'font-style', 'text-align',
  'text-decoration', 'line-height', 'letter-spacing', 'margin', 'margin-top', 'margin-bottom', 'margin-left',
  'margin-right', 'padding', 'padding-top', 'padding-bottom', 'padding-left', 'padding-right', 'border',
  'border-top', 'border-bottom', 'border-left', 'border-right', 'border-radius', 'border-collapse', 'width',
  'max-width', 'height', 'display', 'vertical-align',
]);

// As in browsers, a '/' may separate the tag name and the attributes: <script/src=...> is a script.
// An attribute name never holds '<', so a broken tag ends at the next '<' instead of scanning on.
const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[\s/]+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const entityPattern = /&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;
const specialPattern = /[<>&]/g;

const namedEntities: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n',
};

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** C0 controls but tab, LF and CR, and DEL: never text, and PostgreSQL cannot store NUL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** A UTF-16 surrogate without its other half: not a character, and not encodable as UTF-8. */
const loneSurrogates = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text that can be stored and sent: no control characters, lone surrogates become U+FFFD. */
export function storableText(text: string): string {
  return text.replace(controlCharacters, '').replace(loneSurrogates, '\ufffd');
}

function fromCodePoint(code: number): string {
  if (!(code > 0 && code <= 0x10ffff)) return '';
  if (code >= 0xd800 && code <= 0xdfff) return '\ufffd';
  return storableText(String.fromCodePoint(code));
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]+);?/g, (whole, body: string) => {
    if (body[0] === '#') {
      return fromCodePoint(body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10));
    }
    return namedEntities[body.toLowerCase()] ?? whole;
  });
}

function safeUrl(raw: string, schemes: string[]): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:').
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase();
  return scheme && schemes.includes(scheme) ? url : null;
}

function safeStyle(raw: string): string | null {
  const kept = decodeEntities(raw)
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      const harmless = /^[#a-zA-Z0-9.,%\s"'()-]{1,200}$/.test(value) && !/url|expression|image|var/i.test(value);
      return styleProperties.has(property) && harmless ? `${property}: ${value}` : null;
    })
    .filter(Boolean);
  return kept.length ? kept.join('; ') : null;
}

function sanitizeAttributes(tag: string, source: string, options: SanitizeOptions): string | null {
  const allowed = new Set([...commonAttributes, ...(tagAttributes[tag] ?? [])]);
  const out: string[] = [];
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1].toLowerCase();
    const raw = match[2] ?? match[3] ?? match[4] ?? '';
    if (!allowed.has(name)) continue;
    let value: string | null = decodeEntities(raw);
    if (name === 'href') value = safeUrl(raw, ['http', 'https', 'mailto']);
    else if (name === 'src') value = safeUrl(raw, ['https']);
    else if (name === 'style') value = safeStyle(raw);
    else if (['width', 'height', 'border', 'cellpadding', 'cellspacing', 'colspan', 'rowspan'].includes(name)) {
      value = /^\d{1,4}%?$/.test(value.trim()) ? value.trim() : null;
    }
    if (value !== null) out.push(` ${name}="${escapeHtml(value)}"`);
  }
  if (tag === 'img' && (!options.allowImages || !out.some((a) => a.startsWith(' src=')))) return null;
  if (tag === 'a' && out.some((a) => a.startsWith(' href='))) out.push(' rel="noopener noreferrer"');
  return out.join('');
}

export function sanitizeHtml(raw: string, options: SanitizeOptions = {}): string {
  const input = storableText(raw);
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i];
    if (ch === '&') {
      entityPattern.lastIndex = i;
      const entity = entityPattern.exec(input);
      out += entity ? entity[0] : '&amp;';
      i += entity ? entity[0].length : 1;
      continue;
    }
    if (ch === '>') {
      out += '&gt;';
      i += 1;
      continue;
    }
    if (ch !== '<') {
      // Searched from i, never on a copy of the rest: the whole run stays linear in the input.
      specialPattern.lastIndex = i;
      const end = specialPattern.exec(input)?.index ?? input.length;
      out += input.slice(i, end).replace(/"/g, '&quot;');
      i = end;
      continue;
    }
    if (input.startsWith('<!--', i)) {
      const end = input.indexOf('-->', i + 4);
      i = end < 0 ? input.length : end + 3;
      continue;
    }
    if (input[i + 1] === '!' || input[i + 1] === '?') {
      const end = input.indexOf('>', i);
      i = end < 0 ? input.length : end + 1;
      continue;
    }
    tagPattern.lastIndex = i;
    const tag = tagPattern.exec(input);
    if (!tag) {
      out += '&lt;';
      i += 1;
      continue;
    }
    i += tag[0].length;
    const closing = tag[1] === '/';
    const name = tag[2].toLowerCase();
    if (droppedWithContent.has(name)) {
      if (!closing) {
        const close = new RegExp(`</${name}\\s*>`, 'gi');
        close.lastIndex = i;
        const found = close.exec(input);
        i = found ? found.index + found[0].length : input.length;
      }
      continue;
    }
    if (!allowedTags.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const attributes = sanitizeAttributes(name, tag[3], options);
    if (attributes === null) continue;
    out += `<${name}${attributes}>`;
    if (!voidTags.has(name)) open.push(name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** A plain-text alternative of sanitised HTML, for the text/plain part and for support tickets. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(br|\/p|\/div|\/li|\/tr|\/h[1-6]|\/table)\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
