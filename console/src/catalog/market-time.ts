import dayjs, { type Dayjs } from 'dayjs';
import { markets, type CountryCode } from '@storefront/shared/contract';

/** The market's time zone, as a publish date is given in ('Asia/Dubai'). */
export const timeZoneOf = (market: CountryCode): string => markets[market].timeZone;

/** The zone's offset from UTC at a moment, as operators read it: 'UTC+04:00'. */
export function offsetOf(market: CountryCode, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZone: timeZoneOf(market), timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return part === 'GMT' || !part ? 'UTC' : part.replace('GMT', 'UTC');
}

/** A moment shown in the market's time zone, with the zone named: '01 Dec 2026 00:00 (Asia/Dubai)'. */
export function inMarketTime(market: CountryCode, iso: string | null | undefined): string {
  if (!iso) return '—';
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: timeZoneOf(market),
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return `${text.replace(',', '')} (${timeZoneOf(market)})`;
}

/** The wall-clock time now in the market, as the date picker starts from. */
export function marketNow(market: CountryCode): Dayjs {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: timeZoneOf(market), year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return dayjs(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`);
}

/** A picked wall-clock time as PublishRequest.at takes it: '2026-12-01T00:00'. */
export const localDateTime = (value: Dayjs): string => value.format('YYYY-MM-DDTHH:mm');
