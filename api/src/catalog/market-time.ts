import { markets, type MarketCode } from '@storefront/shared/contract';

/** The offset of `zone` from UTC at `utcMs`, in milliseconds (Intl's view of the zone's rules). */
function offsetAt(zone: string, utcMs: number): number {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(utcMs)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** A local date-time of the market's time zone (platform.json `timeZone`), `2026-12-01T00:00`, as a UTC instant. */
export function marketLocalTime(market: MarketCode, local: string): Date {
  const [date, time] = local.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm, ss);
  const zone = markets[market].timeZone;
  // Twice: the offset at the first guess may differ from the offset at the instant itself.
  let utc = wall - offsetAt(zone, wall);
  utc = wall - offsetAt(zone, utc);
  return new Date(utc);
}
