/**
 * The pieces of the API fuzz (security/fuzz.test.ts): a seeded pseudo-random generator, the junk
 * values that bad requests are made of, and mutations of a JSON body. Everything is deterministic
 * for a given seed, so a failure found once is found again.
 */

/** mulberry32: small, fast, and good enough to pick test cases. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** One of the keys, drawn with the given weights. */
  weighted<K extends string>(weights: Record<K, number>): K {
    const entries = Object.entries(weights) as [K, number][];
    let r = this.next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, w] of entries) {
      r -= w;
      if (r < 0) return key;
    }
    return entries[entries.length - 1][0];
  }
}

/** SQL, HTML, template and header injection shapes. */
export const injections = [
  "' OR '1'='1", "' OR 1=1 --", '1; DROP TABLE customers; --', "'); DELETE FROM applications; --",
  "1' UNION SELECT email, mobile_number FROM customers --", '" OR ""="', "admin'--", '1)) OR pg_sleep(5)--',
  '$$; DROP TABLE mail_outbox; $$', "\\'; COPY customers TO '/tmp/x'; --", '1 AND 1=CAST((SELECT version()) AS int)',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg/onload=alert(1)>', 'javascript:alert(document.cookie)',
  '<iframe src="https://evil.example"></iframe>', '<a href="javascript:alert(1)">x</a>', "{{constructor.constructor('alert(1)')()}}",
  '${process.exit(1)}', '`rm -rf /`', '%0d%0aBcc: evil@example.com', '\r\nBcc: evil@example.com', '\nSubject: spam',
  '=?utf-8?B?QmNjOiBldmlsQGV4YW1wbGUuY29t?=', '../../../../etc/passwd', '..\\..\\..\\windows\\win.ini', 'file:///etc/passwd',
  '%00', '%2e%2e%2f', '{"$gt": ""}', '<!--#exec cmd="ls"-->', ']]><!ENTITY x SYSTEM "file:///etc/passwd">',
];

/** RTL and zero-width marks, emoji, NUL and other controls, lone surrogates, combining marks, other scripts. */
export const unicodeJunk = [
  '\u202eevil.exe\u202c', '\u200f\u200e\u200f', 'مرحبا', 'שלום', '😀🔥💳', '👨‍👩‍👧‍👦', '\u0000', 'a\u0000b', '\ud800', '\udc00x',
  'x\udbff', '\ufeff', '\u2028\u2029', 'Z\u0334\u0321a\u0336l\u0337g\u0338o', '\u0085', '\uffff', '\u00a0', '𝕬𝖑𝖎', 'Ａｌｉ',
  '\t', '\u000b', '\u0007\u001b[31m', 'ﷺ', 'İı', '\u0301', '\u180e', '\u3000', 'ß\u200d',
];

export const numberJunk: unknown[] = [-1, 0, 1.5, -0.5, 2147483648, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 1e20, 1e-7];
export const junkStrings = [...injections, ...unicodeJunk, '', ' ', 'null', 'undefined', 'NaN', 'Infinity', '-1', '1e309', '0x41', 'true', '[]', '{}', '__proto__', 'constructor'];

/** Values of another JSON type than `value` (and never a valid replacement for a nullable field). */
export function otherTypeValues(value: unknown): unknown[] {
  const strings = ['1', 'x', "' OR 1=1 --", '<b>', ''];
  if (typeof value === 'string') return [...numberJunk, true, false, null, {}, [], [value], { value }];
  if (typeof value === 'number') return [...strings, String(value), true, false, null, {}, [], [value], 1.5, -1, 0, 2147483648];
  if (typeof value === 'boolean') return [String(value), 1, 0, null, {}, [], 'yes'];
  if (value === null) return [1, 'x', true, {}, [], 0];
  if (Array.isArray(value)) return [{}, 'x', 1, null, true, value.length ? value[0] : {}];
  return [[], 'x', 1, null, true, [value]];
}

export type Path = (string | number)[];

/** Every node of a JSON value, the root included (as []). */
export function nodePaths(value: unknown, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...nodePaths(v, [...at, i])));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...nodePaths(v, [...at, k]));
  return out;
}

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
}

/** A copy of `value` with the node at `path` replaced (or removed when `replacement` is `remove`). */
export const remove = Symbol('remove');
export function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (!path.length) return replacement;
  const copy = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [key, ...rest] = path;
  const target = copy as Record<string | number, unknown>;
  if (!rest.length && replacement === remove) {
    if (Array.isArray(copy)) copy.splice(key as number, 1);
    else delete target[key];
  } else {
    target[key] = setAt(target[key], rest, replacement);
  }
  return copy;
}

/** Does a template path ('a.*.b') name this path? */
export function pathMatches(pattern: string, path: Path): boolean {
  const parts = pattern.split('.');
  return parts.length === path.length && parts.every((p, i) => p === '*' ? typeof path[i] === 'number' : p === String(path[i]));
}

/** Objects or arrays nested `depth` levels deep. */
export function deepValue(depth: number, shape: 'object' | 'array' | 'mixed', leaf: unknown = 1): unknown {
  let node = leaf;
  for (let i = 0; i < depth; i++) {
    const asArray = shape === 'array' || (shape === 'mixed' && i % 2 === 1);
    node = asArray ? [node] : { a: node };
  }
  return node;
}

/** A string of about `length` code units made of one repeated piece. */
export function hugeString(rnd: Random, length: number): string {
  const piece = rnd.pick(['A', 'é', '😀', '\u202e', "'", '<', 'ア', 'x'.repeat(7) + ' ', rnd.pick(injections), rnd.pick(unicodeJunk)]) || 'A';
  return piece.repeat(Math.ceil(length / piece.length)).slice(0, length);
}

/** Ways to break a JSON text; the caller checks that the result is really not JSON. */
export function malformJson(rnd: Random, text: string): string {
  switch (rnd.int(0, 9)) {
    case 0: return text.slice(0, rnd.int(0, Math.max(0, text.length - 1)));
    case 1: {
      const at = rnd.int(0, text.length);
      return text.slice(0, at) + rnd.pick(['{', '}', '"', ',', ':', "'", '\\', 'x', ']', '[', '\u0000']) + text.slice(at);
    }
    case 2: return text.replace(/"/g, "'");
    case 3: return text + rnd.pick([' garbage', '}', ']', ',', '\u0000', '{"a":1}']);
    case 4: return ")]}'\n" + text;
    case 5: return text.replace(/:\s*([0-9]+|"[^"]*"|true|false|null)/, `: ${rnd.pick(['NaN', 'Infinity', 'undefined', '-', '01', '.5', '0x10', "'x'"])}`);
    case 6: return text.replace(/}\s*$/, ',}').replace(/]\s*$/, ',]');
    case 7: return `/* comment */${text}`;
    case 8: return text.replace(/"([a-zA-Z]+)":/, '$1:');
    default: return rnd.pick(['', ' ', '{', '[', 'nul', 'tru', '{"a":', '"unterminated', '{"a" 1}', '{,}', '\ufeff\ufeff{}']);
  }
}

/** Puts `"__proto__"` or `"constructor": {"prototype": ...}` into the first object of a JSON text. */
export function pollute(rnd: Random, text: string): string {
  const key = rnd.pick([
    '"__proto__": {"polluted": "yes", "isAdmin": true}',
    '"constructor": {"prototype": {"polluted": "yes"}}',
    '"__proto__": {"toString": "x"}',
    '"__proto__": null',
    '"a": {"b": {"__proto__": {"polluted": "yes"}}}',
  ]);
  const at = text.indexOf('{');
  if (at < 0) return `{${key}}`;
  const rest = text.slice(at + 1).trimStart();
  return `${text.slice(0, at + 1)}${key}${rest.startsWith('}') ? '' : ','}${rest}`;
}

/**
 * encodeURIComponent that does not throw on a lone surrogate: it becomes the percent-encoded bytes
 * a careless client would send for it (invalid UTF-8), which is what the server should survive.
 */
export function encode(value: string): string {
  return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[^\ud800-\udfff]+|[\ud800-\udbff][\udc00-\udfff]/g, (part) =>
    part.length === 1 && part.charCodeAt(0) >= 0xd800 && part.charCodeAt(0) <= 0xdfff ? `%ED%${(0xa0 + ((part.charCodeAt(0) >> 6) & 0x1f)).toString(16).toUpperCase()}%80` : encodeURIComponent(part));
}

/** Query strings that are wrong in shape: duplicates, brackets, pollution keys, many keys, bad encoding. */
export function junkQuery(rnd: Random): string {
  const value = () => encode(rnd.pick(junkStrings));
  switch (rnd.int(0, 6)) {
    case 0: return `__proto__[polluted]=yes&constructor[prototype][polluted]=yes`;
    case 1: return Array.from({ length: rnd.int(50, 500) }, (_, i) => `k${i}=${value()}`).join('&');
    case 2: return `a[b][c]=${value()}&a[]=1&a[]=2`;
    case 3: return `x=${'y'.repeat(rnd.int(1000, 20000))}`;
    case 4: return `${value()}=${value()}&&&=&`;
    case 5: return `q=%ZZ&r=%&s=%E0%A4%A`;
    default: return `page=${value()}&size=${value()}`;
  }
}
