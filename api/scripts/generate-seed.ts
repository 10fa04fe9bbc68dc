/**
 * Writes the sample catalog (seed/catalog/*.yaml) and its SVG images (seed/images/**). Run once by a
 * developer (`npx tsx scripts/generate-seed.ts`); the output is committed and is the catalog's
 * source of truth from then on: edit the YAML, bump `version`, run `npm run catalog:replace`.
 * `--catalog-only` writes the YAML and leaves the images as they are. Every bank and product is
 * fictional; their costs are in the range of the region's real products (see the tables below).
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { cardArtSvg } from '../src/domain/card-art';
import {
  bankNames, bannerTexts, cardLines, cardNames, featureNames, loanDescription, loanFeeLine, loanLines, loanNames, locationNames,
  minSalaryLine, moneyIn, offered, optionText, questionTexts, welcomeOffer, type Texts,
} from './seed-texts';

const seedDir = path.resolve(__dirname, '..', 'seed');
const version = '2026.11.3';
const catalogOnly = process.argv.includes('--catalog-only');
type Country = 'ae' | 'sa' | 'pk';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/**
 * The card art is drawn by the API's own card-art module, so a run redraws it the same. The
 * feature icons and the wordless banners are drawn pictures: a run adds a missing one, never
 * redraws one that is there.
 */
const write = (rel: string, content: string) => {
  if (catalogOnly && rel.startsWith('images/')) return;
  if (/^images\/(features|banners)\//.test(rel) && fs.existsSync(path.join(seedDir, rel))) return;
  const file = path.join(seedDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

// Images --------------------------------------------------------------------------------------------

function iconSvg(glyph: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">
  <circle cx="32" cy="32" r="30" fill="${color}"/>
  <text x="32" y="41" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="#ffffff">${xml(glyph)}</text>
</svg>
`;
}

/** A banner picture without words: one image serves every language (the texts are the catalog's). */
function bannerSvg(label: string, from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${xml(label)}">
  <defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="400" fill="url(#b)"/>
  <circle cx="1050" cy="200" r="160" fill="#ffffff" opacity="0.1"/>
  <circle cx="200" cy="420" r="200" fill="#ffffff" opacity="0.06"/>
</svg>
`;
}

// Features ------------------------------------------------------------------------------------------

interface FeatureDef { key: string; name: string; glyph: string; color: string; kind?: 'cashback' | 'rewardPoints' | 'islamic'; active?: boolean; productType?: 'Card' | 'Loan'; subs?: [string, string][] }
const featureDefs: FeatureDef[] = [
  { key: 'cashback', name: 'Cashback', glyph: '%', color: '#1b9e5a', kind: 'cashback', subs: [['cbGroceries', 'Cashback on groceries'], ['cbDining', 'Cashback on dining'], ['cbFuel', 'Cashback on fuel'], ['cbOnline', 'Cashback on online shopping']] },
  { key: 'rewards', name: 'Reward points', glyph: '★', color: '#c47f00', kind: 'rewardPoints', subs: [['rpTravel', 'Points on travel bookings'], ['rpShopping', 'Points on shopping'], ['rpAirMiles', 'Convert points to air miles']] },
  { key: 'lounge', name: 'Airport lounge access', glyph: '✈', color: '#2a5caa', subs: [['loungeIntl', 'International lounges'], ['loungeGuest', 'Guest access']] },
  { key: 'dining', name: 'Dining discounts', glyph: 'D', color: '#b83b5e' },
  { key: 'fuel', name: 'Fuel savings', glyph: 'F', color: '#6a4c93' },
  { key: 'noFee', name: 'No annual fee', glyph: '0', color: '#118ab2' },
  { key: 'lowRate', name: 'Low interest rate', glyph: '↓', color: '#06a77d' },
  { key: 'balance', name: 'Balance transfer', glyph: '⇄', color: '#3d5a80' },
  { key: 'islamic', name: 'Sharia-compliant', glyph: '☪', color: '#2d6a4f', kind: 'islamic' },
  { key: 'contactless', name: 'Contactless and mobile wallets', glyph: '≋', color: '#ef476f' },
  { key: 'instalments', name: 'Easy payment plans', glyph: 'E', color: '#8338ec', subs: [['instZero', '0% instalment plans'], ['instSchool', 'School fee instalments']] },
  { key: 'entertainment', name: 'Entertainment offers', glyph: '♪', color: '#ff6b35', subs: [['entCinema', 'Cinema tickets'], ['entConcerts', 'Concert pre-sales']] },
  { key: 'golf', name: 'Golf privileges', glyph: 'G', color: '#40916c' },
  { key: 'insurance', name: 'Travel insurance', glyph: '☂', color: '#457b9d' },
  { key: 'concierge', name: 'Concierge service', glyph: 'C', color: '#5e548e' },
  { key: 'valet', name: 'Valet parking', glyph: 'V', color: '#6c757d', active: false },
  { key: 'quickCash', name: 'Same-day disbursal', glyph: '⚡', color: '#f4a261', productType: 'Loan' },
  { key: 'earlySettle', name: 'Free early settlement', glyph: '✓', color: '#2a9d8f', productType: 'Loan' },
];

/**
 * A card's price tier: its annual fee comes from the country's `annualFees[tier]` (tier 0 has no
 * fee), its rate from `rates[rate]`. A card listing 'Sharia-compliant' is Islamic and charges a
 * profit rate instead of interest. `welcome` is [bonus, spend] in the country's incentive units
 * (AED 100, SAR 100, PKR 2,500): the bonus after spending that much in the first 60 days.
 */
interface CardPricing { tier: 0 | 1 | 2 | 3; rate: 'standard' | 'low' | 'premium'; waiveFirstYear?: boolean; welcome?: [number, number] }

// Cards: feature keys per template; cashback and reward points never meet on one card.
const cardTemplates: { name: string; features: string[]; incentive: number; instant: boolean; lines: string[]; pricing: CardPricing }[] = [
  { name: 'Cashback Platinum', features: ['cbGroceries', 'cbDining', 'cbFuel', 'noFee', 'contactless'], incentive: 3, instant: true, lines: ['Up to 5% cashback on groceries and dining', '2% cashback on fuel', 'No annual fee for life'], pricing: { tier: 0, rate: 'standard', welcome: [3, 30] } },
  { name: 'Everyday Cashback', features: ['cbOnline', 'cbGroceries', 'contactless', 'instZero'], incentive: 2, instant: true, lines: ['3% cashback on online shopping', '0% instalment plans up to 12 months'], pricing: { tier: 1, rate: 'standard', waiveFirstYear: true, welcome: [2, 20] } },
  { name: 'Rewards Signature', features: ['rpTravel', 'rpShopping', 'loungeIntl', 'insurance', 'golf'], incentive: 0, instant: false, lines: ['4 points per unit spent abroad', 'Unlimited lounge access worldwide', 'Complimentary travel insurance'], pricing: { tier: 2, rate: 'premium', welcome: [5, 100] } },
  { name: 'Travel Infinite', features: ['rpAirMiles', 'rpTravel', 'loungeIntl', 'loungeGuest', 'concierge', 'insurance'], incentive: 0, instant: false, lines: ['Convert points to air miles 1:1', 'Lounge access with one guest', '24/7 concierge'], pricing: { tier: 3, rate: 'premium', welcome: [10, 200] } },
  { name: 'Titanium Low Rate', features: ['lowRate', 'balance', 'instSchool', 'contactless'], incentive: 1, instant: true, lines: ['Low monthly interest rate', 'Balance transfer at 0% for 6 months'], pricing: { tier: 1, rate: 'low', waiveFirstYear: true } },
  { name: 'Islamic Gold', features: ['islamic', 'cbGroceries', 'noFee', 'instZero'], incentive: 2, instant: false, lines: ['Sharia-compliant card', 'Cashback on groceries', 'No annual fee'], pricing: { tier: 0, rate: 'standard', welcome: [2, 30] } },
  { name: 'Dining Elite', features: ['dining', 'cbDining', 'entCinema', 'contactless'], incentive: 2, instant: true, lines: ['Up to 25% off at partner restaurants', 'Buy one get one cinema tickets'], pricing: { tier: 1, rate: 'standard', waiveFirstYear: true, welcome: [3, 40] } },
  { name: 'Fuel Saver', features: ['fuel', 'cbFuel', 'noFee', 'contactless'], incentive: 1, instant: true, lines: ['Save up to 8% on fuel', 'No annual fee'], pricing: { tier: 0, rate: 'standard' } },
  { name: 'World Elite', features: ['rpShopping', 'rpTravel', 'loungeIntl', 'golf', 'entConcerts', 'dining', 'concierge'], incentive: 0, instant: false, lines: ['Premium rewards on every spend', 'Golf privileges at top courses', 'Concert pre-sale access'], pricing: { tier: 3, rate: 'premium', welcome: [15, 300] } },
  { name: 'Shopper Rewards', features: ['rpShopping', 'instZero', 'entCinema', 'contactless'], incentive: 0, instant: true, lines: ['Double points at partner malls', '0% instalment plans'], pricing: { tier: 1, rate: 'standard', welcome: [2, 25] } },
  { name: 'Balance Builder', features: ['balance', 'lowRate', 'noFee', 'islamic'], incentive: 1, instant: false, lines: ['Move balances and save on profit rates', 'Sharia-compliant structure'], pricing: { tier: 0, rate: 'low' } },
  { name: 'Family Cashback', features: ['cbGroceries', 'cbFuel', 'instSchool', 'entCinema'], incentive: 3, instant: true, lines: ['Cashback on family essentials', 'School fees in easy instalments'], pricing: { tier: 1, rate: 'standard', waiveFirstYear: true, welcome: [3, 30] } },
  { name: 'Starter Card', features: ['noFee', 'contactless', 'cbOnline', 'lowRate'], incentive: 1, instant: true, lines: ['Made for first-time card holders', 'Cashback on online shopping'], pricing: { tier: 0, rate: 'low' } },
];

// Countries ---------------------------------------------------------------------------------------

interface CountryDef {
  country: Country; base: number; currency: string; name: string; incentiveUnit: number; minSalary: number;
  /** The free bonus for any approved card or instant cash loan, in the country's currency. */
  bonus: number;
  incomeBands: [string, number, number][]; obligationBands: [string, number, number][];
  banks: [string, string, string][];
  /** Which of `banks` are Islamic banks: every product they offer is Sharia-compliant. */
  islamicBank: number;
  /**
   * Loans: the stated yearly rate and its type, the processing fee (percent of the amount with a
   * minimum and maximum, or a fixed amount), the ranges and the lowest monthly salary accepted
   * (one loan per country takes the lowest income band).
   */
  loans: { rate: number; rateType: 'flat' | 'reducing'; fee: { percent: number; min: number; max?: number } | { amount: number }; tenure: [number, number]; amount: [number, number]; minSalary: number }[];
  /** Card prices: annual fee per tier, yearly purchase rates, cash-advance rate, late and foreign-transaction fees. */
  cardPrices: {
    annualFees: [number, number, number, number];
    rates: Record<CardPricing['rate'], number>;
    /** Yearly profit rates of the Islamic cards, by the same keys. */
    profitRates: Record<CardPricing['rate'], number>;
    cashAdvanceRate: number;
    latePaymentFee: number;
    foreignTransactionFeePercent: number;
  };
  locations: [number, number, string, string][];
  colors: [string, string][];
}

const countriesDef: CountryDef[] = [
  {
    country: 'ae', base: 1000, currency: 'AED', name: 'the UAE', incentiveUnit: 100, minSalary: 5000, bonus: 200,
    incomeBands: [['Below AED 5,000', 3000, 5], ['AED 5,000 to 10,000', 5000, 10], ['AED 10,000 to 20,000', 10000, 15], ['AED 20,000 to 40,000', 20000, 20], ['Above AED 40,000', 40000, 20]],
    obligationBands: [['None', 0, 20], ['Up to AED 2,000', 2000, 15], ['AED 2,000 to 5,000', 5000, 10], ['More than AED 5,000', 8000, 0]],
    banks: [['Falcon National Bank', '#0b3d91', '#1e88e5'], ['Gulf Pearl Bank', '#004d40', '#26a69a'], ['Oasis Commercial Bank', '#4a148c', '#ab47bc'], ['Desert Rose Islamic Bank', '#7b1f1f', '#e57373'], ['Emirates Crescent Bank', '#263238', '#78909c']],
    islamicBank: 3,
    // The Central Bank caps a personal loan's processing fee at 1 % of the amount, at most AED 2,500.
    loans: [
      { rate: 5.99, rateType: 'reducing', fee: { percent: 1, min: 500, max: 2500 }, tenure: [12, 48], amount: [20000, 350000], minSalary: 8000 },
      { rate: 3.49, rateType: 'flat', fee: { percent: 1, min: 500, max: 2500 }, tenure: [6, 48], amount: [10000, 250000], minSalary: 5000 },
      { rate: 7.25, rateType: 'reducing', fee: { percent: 1, min: 500, max: 2500 }, tenure: [12, 60], amount: [15000, 500000], minSalary: 10000 },
      { rate: 4.25, rateType: 'flat', fee: { amount: 500 }, tenure: [6, 36], amount: [5000, 150000], minSalary: 5000 },
      { rate: 9.99, rateType: 'reducing', fee: { amount: 0 }, tenure: [12, 48], amount: [10000, 200000], minSalary: 3000 },
      { rate: 11.5, rateType: 'reducing', fee: { percent: 1, min: 750, max: 2500 }, tenure: [12, 60], amount: [25000, 750000], minSalary: 15000 },
    ],
    // Monthly 3.25 % (39 % a year) is the usual card rate; 2.79 % a month the usual profit rate.
    cardPrices: {
      annualFees: [0, 300, 750, 1500],
      rates: { standard: 39, low: 23.88, premium: 42 },
      profitRates: { standard: 33.48, low: 23.88, premium: 35.88 },
      cashAdvanceRate: 44.28, latePaymentFee: 230, foreignTransactionFeePercent: 2.99,
    },
    locations: [[11, 2, 'dubaimall', 'Dubai Mall kiosk'], [12, 2, 'yasmall', 'Yas Mall kiosk'], [13, 5, 'dxb', 'DXB Terminal 3 desk']],
    colors: [['#0b3d91', '#1e88e5'], ['#b8860b', '#f4d03f'], ['#1b5e20', '#66bb6a']],
  },
  {
    country: 'sa', base: 2000, currency: 'SAR', name: 'Saudi Arabia', incentiveUnit: 100, minSalary: 4000, bonus: 200,
    incomeBands: [['Below SAR 5,000', 3000, 5], ['SAR 5,000 to 10,000', 5000, 10], ['SAR 10,000 to 20,000', 10000, 15], ['SAR 20,000 to 40,000', 20000, 20], ['Above SAR 40,000', 40000, 20]],
    obligationBands: [['None', 0, 20], ['Up to SAR 2,000', 2000, 15], ['SAR 2,000 to 5,000', 5000, 10], ['More than SAR 5,000', 8000, 0]],
    banks: [['Najd Capital Bank', '#0d47a1', '#42a5f5'], ['Red Sea Bank', '#b71c1c', '#ef5350'], ['Al Waha Financial', '#1b5e20', '#81c784'], ['Riyadh Horizon Bank', '#3e2723', '#a1887f'], ['Hejaz Islamic Bank', '#004d40', '#4db6ac']],
    islamicBank: 4,
    // SAMA caps the administrative fee of consumer finance at 1 % of the amount, at most SAR 5,000.
    // Most personal finance in the Kingdom is Murabaha or Tawarruq at a flat profit rate.
    loans: [
      { rate: 2.99, rateType: 'flat', fee: { percent: 1, min: 500, max: 5000 }, tenure: [12, 60], amount: [20000, 400000], minSalary: 5000 },
      { rate: 5.75, rateType: 'reducing', fee: { percent: 1, min: 500, max: 5000 }, tenure: [12, 48], amount: [10000, 300000], minSalary: 4000 },
      { rate: 3.25, rateType: 'flat', fee: { percent: 0.75, min: 400, max: 5000 }, tenure: [6, 60], amount: [15000, 500000], minSalary: 4000 },
      { rate: 7.9, rateType: 'reducing', fee: { percent: 0.5, min: 250, max: 5000 }, tenure: [6, 36], amount: [5000, 150000], minSalary: 4000 },
      { rate: 4.5, rateType: 'flat', fee: { amount: 0 }, tenure: [12, 48], amount: [10000, 250000], minSalary: 3000 },
      { rate: 10.25, rateType: 'reducing', fee: { percent: 1, min: 750, max: 5000 }, tenure: [12, 60], amount: [30000, 1000000], minSalary: 15000 },
    ],
    cardPrices: {
      annualFees: [0, 250, 800, 1150],
      rates: { standard: 29.5, low: 19.9, premium: 32 },
      profitRates: { standard: 27, low: 19.9, premium: 29.5 },
      cashAdvanceRate: 35, latePaymentFee: 100, foreignTransactionFeePercent: 2.75,
    },
    locations: [[21, 3, 'riyadhpark', 'Riyadh Park stand'], [22, 3, 'redseamall', 'Red Sea Mall stand'], [23, 5, 'ruh', 'RUH airport desk']],
    colors: [['#006c35', '#43a047'], ['#0d47a1', '#64b5f6'], ['#4e342e', '#bcaaa4']],
  },
  {
    country: 'pk', base: 3000, currency: 'PKR', name: 'Pakistan', incentiveUnit: 2500, minSalary: 50000, bonus: 5000,
    incomeBands: [['Below PKR 50,000', 30000, 5], ['PKR 50,000 to 100,000', 50000, 10], ['PKR 100,000 to 200,000', 100000, 15], ['PKR 200,000 to 400,000', 200000, 20], ['Above PKR 400,000', 400000, 20]],
    obligationBands: [['None', 0, 20], ['Up to PKR 20,000', 20000, 15], ['PKR 20,000 to 50,000', 50000, 10], ['More than PKR 50,000', 80000, 0]],
    banks: [['Indus Valley Bank', '#01411c', '#2e7d32'], ['Karakoram Bank', '#1a237e', '#5c6bc0'], ['Lahore Crescent Bank', '#880e4f', '#ec407a'], ['Margalla Islamic Bank', '#004d40', '#26a69a'], ['Sindh Commercial Bank', '#e65100', '#ffa726']],
    islamicBank: 3,
    // Personal loans follow KIBOR plus a margin, on the reducing balance; fees are fixed amounts or a percent.
    loans: [
      { rate: 18.5, rateType: 'reducing', fee: { percent: 2, min: 5000, max: 25000 }, tenure: [12, 60], amount: [100000, 3000000], minSalary: 75000 },
      { rate: 19.99, rateType: 'reducing', fee: { percent: 1.5, min: 5000, max: 20000 }, tenure: [12, 48], amount: [50000, 2000000], minSalary: 50000 },
      { rate: 21.0, rateType: 'reducing', fee: { amount: 5000 }, tenure: [6, 36], amount: [50000, 1500000], minSalary: 50000 },
      { rate: 12.5, rateType: 'flat', fee: { amount: 7500 }, tenure: [12, 60], amount: [200000, 5000000], minSalary: 100000 },
      { rate: 24.0, rateType: 'reducing', fee: { amount: 0 }, tenure: [6, 24], amount: [30000, 800000], minSalary: 30000 },
      { rate: 26.5, rateType: 'reducing', fee: { percent: 1, min: 2500, max: 15000 }, tenure: [12, 48], amount: [50000, 1000000], minSalary: 50000 },
    ],
    // Card markup is quoted monthly (about 3.4 %, 40.8 % a year); Islamic cards charge a profit rate.
    cardPrices: {
      annualFees: [0, 3500, 12000, 30000],
      rates: { standard: 40.8, low: 30, premium: 42 },
      profitRates: { standard: 36, low: 30, premium: 39 },
      cashAdvanceRate: 42, latePaymentFee: 2000, foreignTransactionFeePercent: 3.5,
    },
    locations: [[31, 4, 'lahore', 'Packages Mall Lahore'], [32, 4, 'karachi', 'Dolmen Mall Karachi'], [33, 5, 'isb', 'Islamabad airport desk']],
    colors: [['#01411c', '#43a047'], ['#1a237e', '#7986cb'], ['#bf360c', '#ff8a65']],
  },
];

function countryCatalog(c: CountryDef) {
  const say = (texts: Texts) => offered(c.country, texts);
  const amount = (n: number) => moneyIn(c.currency, n);
  const ids = { feature: c.base, bank: c.base + 200, product: c.base + 300, question: c.base + 500, option: c.base + 600 };
  const featureId = new Map<string, number>();
  const features = featureDefs.map((f) => {
    const id = ++ids.feature;
    featureId.set(f.key, id);
    return {
      id, name: say({ en: f.name, ...featureNames[f.key] }), image: `feature-${slug(f.key)}.svg`, active: f.active ?? true, productType: f.productType ?? 'Card',
      ...(f.kind ? { kind: f.kind } : {}),
      ...(f.subs ? { subFeatures: f.subs.map(([key, name]) => { const sid = ++ids.feature; featureId.set(key, sid); return { id: sid, name: say({ en: name, ...featureNames[key] }), image: `feature-${slug(key)}.svg`, active: true }; }) } : {}),
    };
  });

  const banks = c.banks.map(([name], i) => ({ id: ++ids.bank + 0 * i, name, routingUrl: `https://www.${slug(name)}.example` }));
  const bankTexts = (name: string) => say({ en: name, ar: bankNames[name].ar, ur: bankNames[name].ur });
  const productName = (bank: string, product: string, names: Record<string, { ar: string; ur: string }>): Texts => ({
    en: `${bank.split(' ')[0]} ${product}`, ar: `${bankNames[bank].shortAr} ${names[product].ar}`, ur: `${bankNames[bank].shortUr} ${names[product].ur}`,
  });
  /**
   * The i-th product of a type: the banks take turns; its id, names (the bank's brand word first)
   * and card art, drawn by the API's own card-art module.
   */
  const product = (productType: 'Card' | 'Loan', i: number, template: string, names: Record<string, { ar: string; ur: string }>) => {
    const bankIndex = i % banks.length;
    const bank = banks[bankIndex];
    const id = ++ids.product;
    const texts = productName(bank.name, template, names);
    const image = `${productType === 'Card' ? 'card' : 'loan'}-${c.country}-${slug(texts.en)}.svg`;
    write(`images/cards/${image}`, `${cardArtSvg({ productId: id, productName: texts.en, productType, bank })}\n`);
    return { bankIndex, bank, id, texts, image };
  };
  const cards = cardTemplates.map((tpl, i) => {
    const { bankIndex, bank, id, texts, image } = product('Card', i, tpl.name, cardNames);
    // An Islamic bank's cards are all Sharia-compliant, and a Sharia-compliant card lists the feature.
    const featureKeys = bankIndex === c.islamicBank && !tpl.features.includes('islamic') ? [...tpl.features, 'islamic'] : tpl.features;
    const islamic = featureKeys.includes('islamic');
    const { pricing } = tpl;
    const prices = c.cardPrices;
    const annualFee = prices.annualFees[pricing.tier];
    const welcome = pricing.welcome
      ? say(welcomeOffer(amount(pricing.welcome[0] * c.incentiveUnit), amount(pricing.welcome[1] * c.incentiveUnit), tpl.features.some((k) => k.startsWith('rp'))))
      : undefined;
    return {
      id, bankId: bank.id, name: say(texts), image, incentive: tpl.incentive * c.incentiveUnit, instantIssuance: tpl.instant,
      routingUrl: `${bank.routingUrl}/cards/${slug(tpl.name)}?ref=storefront`,
      description: [
        ...tpl.lines.map((line) => say({ en: line, ...cardLines[line] })),
        say(minSalaryLine(amount(c.minSalary * (tpl.incentive === 0 ? 3 : 1)))),
      ],
      features: featureKeys.map((key) => featureId.get(key)!),
      islamic,
      costs: {
        annualFee,
        firstYearFeeWaived: annualFee > 0 && pricing.waiveFirstYear === true,
        purchaseRate: (islamic ? prices.profitRates : prices.rates)[pricing.rate],
        cashAdvanceRate: prices.cashAdvanceRate,
        latePaymentFee: prices.latePaymentFee,
        foreignTransactionFeePercent: prices.foreignTransactionFeePercent,
        minMonthlySalary: c.minSalary * (tpl.incentive === 0 ? 3 : 1),
        ...(welcome ? { welcomeOffer: welcome } : {}),
      },
      // What the bank pays the storefront per approved card: stored, shown to nobody, never ranked on.
      partnerPayment: ((i * 7) % 5 + 1) * c.incentiveUnit * 2,
    };
  });
  const loans = c.loans.map((l, i) => {
    const loanTemplate = ['Personal Finance', 'Instant Cash', 'Salary Advance Plus', 'Quick Loan', 'Zero Fee Loan', 'Premier Loan'][i];
    const { bankIndex, bank, id, texts: names, image } = product('Loan', i, loanTemplate, loanNames);
    const name = names.en;
    const islamic = bankIndex === c.islamicBank;
    const feeLine = 'amount' in l.fee
      ? loanFeeLine({ amount: l.fee.amount === 0 ? null : amount(l.fee.amount) })
      : loanFeeLine({ percent: l.fee.percent, min: amount(l.fee.min), max: l.fee.max ? amount(l.fee.max) : undefined });
    return {
      id, bankId: bank.id, name: say(names), image, routingUrl: `${bank.routingUrl}/loans/${slug(name)}?ref=storefront`,
      interestRate: l.rate, rateType: l.rateType, processingFee: l.fee,
      minTenure: l.tenure[0], maxTenure: l.tenure[1], minAmount: l.amount[0], maxAmount: l.amount[1],
      minMonthlySalary: l.minSalary, islamic,
      description: say(loanDescription({
        rate: l.rate, flat: l.rateType === 'flat', islamic, min: amount(l.amount[0]), max: amount(l.amount[1]), minTenure: l.tenure[0], maxTenure: l.tenure[1],
      })),
      features: [feeLine, loanLines.sameDay, loanLines.earlySettlement].map(say),
      partnerPayment: ((i * 3) % 4 + 1) * c.incentiveUnit * 5,
    };
  });

  const q = (productType: 'Card' | 'Loan', text: Texts, options: [string, number, boolean?, number?][], role?: string) => ({
    id: ++ids.question, productType, ...(role ? { role } : {}), text: say(text),
    options: options.map(([en, points, hardStop, value]) => ({
      id: ++ids.option, text: say(optionText(en, c.currency)), points, ...(hardStop ? { hardStop: true } : {}), ...(value !== undefined ? { value } : {}),
    })),
  });
  const employment = (productType: 'Card' | 'Loan', top: number) =>
    q(productType, questionTexts.employment, [['Salaried', top], ['Self-employed', top - 5], ['Retired with pension', top - 10], ['Not employed', 0, true]]);
  const resident = (productType: 'Card' | 'Loan') => q(productType, questionTexts.resident(c.country), [['Yes', 15], ['No', 0, true]]);
  const missed = (productType: 'Card' | 'Loan') =>
    q(productType, questionTexts.missed, [['No', 20], ['Once', 10], ['More than once', 0]]);
  const questions = [
    employment('Card', 20),
    q('Card', questionTexts.income, c.incomeBands.map(([t, , p]) => [t, p] as [string, number])),
    q('Card', questionTexts.tenureAtWork, [['Less than 1 year', 5], ['1 to 3 years', 10], ['More than 3 years', 15]]),
    missed('Card'),
    q('Card', questionTexts.age, [['Under 21', 0, true], ['21 to 25', 5], ['26 to 60', 10], ['Over 60', 5]]),
    resident('Card'),
    employment('Loan', 15),
    q('Loan', questionTexts.income, c.incomeBands.map(([t, v, p]) => [t, p, false, v] as [string, number, boolean, number]), 'monthlyIncome'),
    q('Loan', questionTexts.obligations, c.obligationBands.map(([t, v, p]) => [t, p, false, v] as [string, number, boolean, number]), 'monthlyObligations'),
    q('Loan', questionTexts.repay, [12, 24, 36, 48, 60].map((m) => [`${m} months`, 10, false, m] as [string, number, boolean, number]), 'desiredTenure'),
    missed('Loan'),
    resident('Loan'),
  ];

  const banners = [
    { id: 1, ...bannerTexts.compare },
    { id: 2, title: bannerTexts.cashback.title, description: bannerTexts.cashback.description(amount(c.bonus)) },
    { id: 3, title: bannerTexts.loans.title, description: bannerTexts.loans.description(amount(c.loans[3].amount[0])) },
  ].map((b, i) => {
    const image = `banner-${c.country}-${b.id}.svg`;
    write(`images/banners/${image}`, bannerSvg(b.title.en, ...c.colors[i]));
    return { id: b.id, title: say(b.title), description: say(b.description), image, routingUrl: `https://offers.storefront.example/${c.country}/${slug(b.title.en)}` };
  });

  return {
    version, country: c.country, bonus: { amount: c.bonus, currency: c.currency }, bonusLockDays: 30,
    locations: c.locations.map(([id, merchantId, label, name]) => ({ id, merchantId, label, name: say({ en: name, ...locationNames[name] }) })),
    banks: banks.map((b) => ({ ...b, name: bankTexts(b.name) })), features, cards, loans, questions, banners,
  };
}

for (const f of featureDefs) {
  write(`images/features/feature-${slug(f.key)}.svg`, iconSvg(f.glyph, f.color));
  for (const [key] of f.subs ?? []) write(`images/features/feature-${slug(key)}.svg`, iconSvg(f.glyph, f.color));
}

const header = (what: string) => `# Sample catalog (${what}). Fictional banks and products. Generated by scripts/generate-seed.ts,\n# then maintained as data: bump version and run \`npm run catalog:replace -w api\` after editing.\n`;
write('catalog/common.yaml', header('shared') + YAML.stringify({
  version,
  merchants: [{ id: 1, name: 'Storefront direct' }, { id: 2, name: 'Emirates Malls partners' }, { id: 3, name: 'Kingdom Retail partners' }, { id: 4, name: 'Pakistan Malls partners' }, { id: 5, name: 'Airport desks' }],
  locations: [{ id: 1, merchantId: 1, label: 'other', name: offered('common', { en: 'Online, no merchant', ...locationNames['Online, no merchant'] }) }],
}));
for (const c of countriesDef) write(`catalog/${c.country}.yaml`, header(c.country) + YAML.stringify(countryCatalog(c), { lineWidth: 0 }));
console.log(`catalog ${version} written to ${seedDir}`);
