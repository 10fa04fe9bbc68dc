import { defaultPromoCode } from '@storefront/shared/contract';

export interface PromoCode {
  merchantId: number;
  /** The second part; the storefront reads it back as the location id. */
  locationId: number;
  label: string;
  /** The normalised form echoed to the storefront. */
  code: string;
}

const promoPattern = /^(\d{1,9})-(\d{1,9})-([a-z0-9]{1,40})$/;

/** Parses 'merchant-location-label'; null when the shape is wrong. Whether it exists is the caller's check. */
export function parsePromoCode(input: string | undefined | null): PromoCode | null {
  const raw = (input ?? '').trim().toLowerCase() || defaultPromoCode;
  const match = promoPattern.exec(raw);
  if (!match) return null;
  const merchantId = Number(match[1]);
  const locationId = Number(match[2]);
  if (merchantId < 1 || locationId < 1) return null;
  return { merchantId, locationId, label: match[3], code: `${merchantId}-${locationId}-${match[3]}` };
}
