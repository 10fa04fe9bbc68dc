/**
 * Who runs the storefront, set per deployment: the company, its registration, its licence and
 * regulator in each market, and how to reach it. The footer, the partner and money pages and the
 * privacy policy (as its data controller) show it. platform.json holds the embedded default, whose
 * values say plainly that they are placeholders; a deployment sets its own (docs/operations.md).
 */
import platform from './platform.json';
import type { MarketCode } from './platform';

export interface MarketLicence {
  /** The licence the company holds in the market, as it is to be shown ('Licence no. 12345'). */
  licence: string;
  /** Who issued it ('Central Bank of the UAE'). */
  regulator: string;
}

export interface OperatorIdentity {
  legalName: string;
  registrationNumber: string;
  address: string;
  supportEmail: string;
  /** In international form, '+971 4 000 0000'. */
  supportPhone: string;
  /** A WhatsApp number for general questions only, or '' for none. */
  whatsApp: string;
  licences: Record<MarketCode, MarketLicence>;
}

export const defaultOperatorIdentity: OperatorIdentity = platform.operator;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+[0-9][0-9 ]{5,20}$/;

/** The identity a runtime config holds, checked; what it leaves out is the embedded default's. */
export function parseOperatorIdentity(value: unknown): OperatorIdentity {
  if (value === undefined) return defaultOperatorIdentity;
  const v = value as Partial<Record<keyof OperatorIdentity, unknown>> | null;
  if (!v || typeof v !== 'object') throw new Error('Runtime config operator must be an object');
  const text = (key: Exclude<keyof OperatorIdentity, 'licences'>): string => {
    const given = v[key] ?? defaultOperatorIdentity[key];
    if (typeof given !== 'string') throw new Error(`Runtime config operator.${key} must be text`);
    return given.trim();
  };
  const identity: OperatorIdentity = {
    legalName: text('legalName'),
    registrationNumber: text('registrationNumber'),
    address: text('address'),
    supportEmail: text('supportEmail'),
    supportPhone: text('supportPhone'),
    whatsApp: text('whatsApp'),
    licences: { ...defaultOperatorIdentity.licences },
  };
  const licences = (v.licences ?? {}) as Partial<Record<MarketCode, Partial<MarketLicence>>>;
  for (const market of Object.keys(identity.licences) as MarketCode[]) {
    identity.licences[market] = { ...identity.licences[market], ...licences[market] };
  }
  for (const key of ['legalName', 'registrationNumber', 'address'] as const) {
    if (!identity[key]) throw new Error(`Runtime config operator.${key} must not be empty`);
  }
  if (!emailPattern.test(identity.supportEmail)) throw new Error(`Runtime config operator.supportEmail is not an e-mail address: ${identity.supportEmail}`);
  for (const key of ['supportPhone', 'whatsApp'] as const) {
    if (identity[key] && !phonePattern.test(identity[key])) {
      throw new Error(`Runtime config operator.${key} must be a number in international form (+971 4 000 0000), not ${identity[key]}`);
    }
  }
  if (!identity.supportPhone) throw new Error('Runtime config operator.supportPhone must not be empty');
  return identity;
}

/** A phone number as a tel: or wa.me address takes it: digits only. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^0-9]/g, '');
}
