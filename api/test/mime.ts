/**
 * Just enough MIME to read what the SMTP server received: header fields (unfolded, every
 * occurrence kept), multipart bodies split by boundary, quoted-printable and base64 decoded.
 */

export interface MimeEntity {
  /** Lower-case field name -> every value, in order. */
  headers: Map<string, string[]>;
  contentType: string;
  /** The decoded body of a leaf part; '' for a multipart. */
  text: string;
  parts: MimeEntity[];
}

function splitHead(raw: string): [string, string] {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return [raw, ''];
  const sep = /\r?\n\r?\n/.exec(raw.slice(at))![0];
  return [raw.slice(0, at), raw.slice(at + sep.length)];
}

export function parseHeaders(head: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export function parseMime(raw: string): MimeEntity {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const contentType = headers.get('content-type')?.[0] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const chunks = body.split(`--${boundary}`).slice(1);
    const parts = chunks.filter((c) => !c.startsWith('--')).map((c) => parseMime(c.replace(/^\r?\n/, '')));
    return { headers, contentType, text: '', parts };
  }
  const encoding = (headers.get('content-transfer-encoding')?.[0] ?? '7bit').toLowerCase();
  const text = encoding === 'base64'
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  return { headers, contentType, text, parts: [] };
}

/** Every leaf part of a message. */
export function leaves(entity: MimeEntity): MimeEntity[] {
  return entity.parts.length ? entity.parts.flatMap(leaves) : [entity];
}

/** The decoded body of the first leaf with this content type (text/html, text/plain). */
export function partOf(entity: MimeEntity, type: string): string | undefined {
  return leaves(entity).find((p) => p.contentType.toLowerCase().startsWith(type))?.text;
}
