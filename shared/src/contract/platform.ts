/**
 * The storefront's settings, each written once in platform.json: its apps (folder, federation
 * name, port and the variables that move them), its markets (currency, languages, phone rules)
 * and its timeouts. This module is the typed view for TypeScript (the API, the front ends, the
 * tests); the build and the servers read the same file through shared/tooling/platform.cjs.
 * No schema here: the page reads this module before consent, and TypeBox would come with one.
 */
import platform from './platform.json';
import type { Language } from './languages';

type Apps = typeof platform.apps;
type Markets = typeof platform.markets;

/** Every app of the storefront, the API among them. */
export type AppKey = keyof Apps;
/** The apps served to the browser: the shell and the remotes. */
export type FrontEndKey = Exclude<AppKey, 'api'>;
/** The remotes: the apps the shell loads by a manifest URL. */
export type RemoteName = { [K in AppKey]: Apps[K] extends { urlVariable: string } ? K : never }[AppKey];
/** A market the storefront serves (lower case, as on the wire and in the database). */
export type MarketCode = keyof Markets;

export interface AppSettings {
  folder: string;
  /** The name its Module Federation container registers under (front ends only). */
  federationName?: string;
  port: number;
  /** The environment variable that moves it to another port under `npm start` and compose. */
  portVariable: string;
  /** The environment variable holding its manifest URL (remotes only). */
  urlVariable?: string;
}

export interface MarketSettings {
  /** ISO 3166 alpha-2, also the phone-number library's country id. */
  alpha2: Uppercase<MarketCode>;
  /** Spec section 9: the currency every amount of the market is in. */
  currency: string;
  /** The languages offered, in the switch's order. */
  languages: readonly Language[];
  /** The country calling code of its mobile numbers, without '+'. */
  dialCode: string;
  /** Whose mobile number the API's validation message speaks of ('a UAE'). */
  mobileNumberOf: string;
  /** What the header's country choice shows. */
  shortName: string;
  /** Served by the shell itself: no request ever leaves for a flag service. */
  flag: string;
  /** Loan amounts are offered in steps of this many units. */
  loanAmountStep: number;
  /**
   * The regulator's cap on the debt burden: the largest share of monthly income, in percent, that
   * all debt instalments together may take (UAE 50, KSA 33.33, Pakistan 40).
   */
  maxDebtBurdenPercent: number;
  /** The IANA time zone a catalog publish date is given in ('Asia/Dubai'). */
  timeZone: string;
}

export const apps: Readonly<Record<AppKey, AppSettings>> = platform.apps;
export const appKeys = Object.keys(apps) as AppKey[];
export const frontEndKeys = appKeys.filter((key): key is FrontEndKey => key !== 'api');
export const remoteNames = appKeys.filter((key): key is RemoteName => apps[key].urlVariable !== undefined);

export const marketCodes = Object.keys(platform.markets) as MarketCode[];

function checkedMarkets(): Readonly<Record<MarketCode, MarketSettings>> {
  for (const code of marketCodes) {
    const market = platform.markets[code];
    if (market.alpha2 !== code.toUpperCase()) throw new Error(`platform.json: market ${code} has alpha2 ${market.alpha2}`);
  }
  return platform.markets as Record<MarketCode, MarketSettings>;
}

export const markets = checkedMarkets();

export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === 'string' && (marketCodes as readonly string[]).includes(value);
}

/**
 * The market of a deployment or a request that names none (spec section 9: the Pakistan build);
 * the storefront never sends its X-Country-Key.
 */
export const defaultMarket: MarketCode = isMarketCode(platform.defaultMarket)
  ? platform.defaultMarket
  : (() => {
      throw new Error(`platform.json: defaultMarket ${platform.defaultMarket} is not a market`);
    })();

/** Spec section 9: SAR for sa, PKR for pk, otherwise AED. */
export function currencyOf(market: MarketCode): string {
  return markets[market].currency;
}

/** The market whose currency `currency` is, if any. */
export function marketOfCurrency(currency: string): MarketCode | undefined {
  return marketCodes.find((code) => markets[code].currency === currency);
}

/** Spec section 9: how long the page waits for one script chunk of an app. */
export const chunkLoadTimeoutMs: number = platform.chunkLoadTimeoutMs;

/** Where the shell is served from. */
export const shellPublicPath: string = platform.shellPublicPath;
/**
 * The operator console and its API: a listener of the API's own (OPERATOR_PORT), never the public
 * port; under `npm run dev`, the console's dev server (CONSOLE_DEV_PORT) in front of it.
 */
export const operatorConsole: { port: number; portVariable: string; devPort: number; devPortVariable: string } =
  platform.operatorConsole;
