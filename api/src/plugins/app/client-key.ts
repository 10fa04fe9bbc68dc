/**
 * The key the rate limits count a client under: its IPv4 address, or the /64 network of its IPv6
 * address (a host commonly has a whole /64 to pick addresses from), an IPv4-mapped IPv6 address
 * counting as the IPv4 one. IPv6 is spelled as RFC 5952 says (lower case, no leading zeros, the
 * longest run of zero groups as '::'), as @fastify/rate-limit spelled it.
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip.toLowerCase();
  if (groups[5] === 0xffff && groups.slice(0, 5).every((g) => g === 0)) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return formatIPv6([groups[0], groups[1], groups[2], groups[3], 0, 0, 0, 0]);
}

/** The eight 16-bit groups of an IPv6 address ('::' expanded, a dotted IPv4 tail read), or undefined. */
function ipv6Groups(ip: string): number[] | undefined {
  const address = ip.split('%')[0];
  const [head, tail, more] = address.split('::');
  if (more !== undefined) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':').flatMap(groupsOf));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  if (left.some(Number.isNaN) || right.some(Number.isNaN)) return undefined;
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...new Array<number>(missing).fill(0), ...right];
}

function groupsOf(part: string): number[] {
  if (part.includes('.')) {
    const bytes = part.split('.').map(Number);
    if (bytes.length !== 4 || bytes.some((b) => !Number.isInteger(b) || b < 0 || b > 255)) return [NaN];
    return [(bytes[0] << 8) | bytes[1], (bytes[2] << 8) | bytes[3]];
  }
  return /^[0-9a-fA-F]{1,4}$/.test(part) ? [parseInt(part, 16)] : [NaN];
}

function formatIPv6(groups: number[]): string {
  // The longest run of two or more zero groups (the first of equal runs) becomes '::'.
  let best = { start: -1, length: 1 };
  for (let i = 0; i < 8; i++) {
    let end = i;
    while (end < 8 && groups[end] === 0) end++;
    if (end - i > best.length) best = { start: i, length: end - i };
    i = Math.max(i, end);
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}
