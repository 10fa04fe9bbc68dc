import { Type, type Static } from '@sinclair/typebox';
import { CountryCode, ProductType } from './common';

/**
 * The shape of the catalog's exchange files (api/seed/catalog: common.yaml and one file per market):
 * what the API validates, what a catalog draft or version holds as its market document, and what the
 * console edits.
 */
const Id = Type.Integer({ minimum: 1, maximum: 2_000_000_000 });
const Text = (maxLength = 200) => Type.String({ minLength: 1, maxLength });
const Url = Type.String({ pattern: '^https://[^\\s]+$', maxLength: 500 });
const ImageName = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,80}\\.(svg|png)$' });
const Strict = { additionalProperties: false } as const;
/**
 * A visitor-facing text in the storefront's languages: `{ en: …, ar: …, ur: … }`. English is always
 * there; validate.ts requires every language the country offers (languagesOffered).
 */
const Localized = (maxLength = 200) =>
  Type.Object({ en: Text(maxLength), ar: Type.Optional(Text(maxLength)), ur: Type.Optional(Text(maxLength)) }, Strict);
export type LocalizedText = Static<ReturnType<typeof Localized>>;
/** An amount in the country's currency (validate.ts: at most 2 decimals). */
const Amount = Type.Number({ minimum: 0, maximum: 1_000_000_000 });
/** A yearly rate, percent. */
const YearlyRate = Type.Number({ minimum: 0, maximum: 99 });
/** Sharia-compliant (Islamic) or conventional. */
const Islamic = Type.Boolean();
/**
 * What the bank pays the storefront for an approved application (commission), in the country's
 * currency. Kept for the business; the ranking and the offers never read it.
 */
const PartnerPayment = Type.Optional(Amount);

const Employment = Type.Union([Type.Literal('salaried'), Type.Literal('selfEmployed'), Type.Literal('retired'), Type.Literal('notEmployed')]);
const SpendingRates = Type.Object(
  {
    groceries: Type.Number({ minimum: 0, maximum: 100 }), dining: Type.Number({ minimum: 0, maximum: 100 }),
    fuel: Type.Number({ minimum: 0, maximum: 100 }), travel: Type.Number({ minimum: 0, maximum: 100 }),
    online: Type.Number({ minimum: 0, maximum: 100 }), other: Type.Number({ minimum: 0, maximum: 100 }),
  },
  Strict,
);
const SpendingAmounts = Type.Object(
  { groceries: Amount, dining: Amount, fuel: Amount, travel: Amount, online: Amount, other: Amount },
  Strict,
);

/**
 * What the bank asks of an applicant besides the minimum monthly salary: the employment types it
 * accepts (every type when absent), the minimum age, residents or nationals only, whether the
 * salary must be paid into an account with it, and its own debt-burden cap in percent of income
 * (the market's, platform.json, when absent).
 */
const EligibilitySchema = Type.Object(
  {
    employment: Type.Optional(Type.Array(Employment, { minItems: 1, uniqueItems: true })),
    minAge: Type.Integer({ minimum: 18, maximum: 99 }),
    residency: Type.Union([Type.Literal('resident'), Type.Literal('national')]),
    salaryTransfer: Type.Boolean(),
    maxDebtBurdenPercent: Type.Optional(Type.Number({ minimum: 1, maximum: 100 })),
  },
  Strict,
);

/**
 * What a card earns: cashback in percent of spending, or points per unit of currency spent (each
 * worth pointValue), per spending category; at most categoryCaps a month in a category and
 * monthlyCap a month in all (amounts in the country's currency).
 */
const RewardsSchema = Type.Object(
  {
    unit: Type.Union([Type.Literal('cashback'), Type.Literal('points')]),
    rates: SpendingRates,
    pointValue: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
    categoryCaps: Type.Optional(Type.Partial(SpendingAmounts)),
    monthlyCap: Type.Optional(Amount),
  },
  Strict,
);

/** What choosing a screening option says of the visitor: bands of income, age and existing monthly payments, employment, residency. */
const OptionFactsSchema = Type.Object(
  {
    incomeFrom: Type.Optional(Amount), incomeTo: Type.Optional(Amount),
    employment: Type.Optional(Employment),
    ageFrom: Type.Optional(Type.Integer({ minimum: 0, maximum: 150 })), ageTo: Type.Optional(Type.Integer({ minimum: 0, maximum: 150 })),
    residency: Type.Optional(Type.Union([Type.Literal('national'), Type.Literal('resident'), Type.Literal('nonResident')])),
    obligationsFrom: Type.Optional(Amount), obligationsTo: Type.Optional(Amount),
  },
  Strict,
);
export type EligibilityCriteria = Static<typeof EligibilitySchema>;
export type CardRewardsFile = Static<typeof RewardsSchema>;
export type OptionFactsFile = Static<typeof OptionFactsSchema>;
export type SpendingAmountsFile = Static<typeof SpendingAmounts>;

const CardCostsSchema = Type.Object(
  {
    /** Yearly fee (from the second year when the first is waived). */
    annualFee: Amount,
    firstYearFeeWaived: Type.Boolean(),
    /** Yearly purchase APR of a conventional card, or profit rate of an Islamic one. */
    purchaseRate: YearlyRate,
    cashAdvanceRate: YearlyRate,
    latePaymentFee: Amount,
    foreignTransactionFeePercent: Type.Number({ minimum: 0, maximum: 20 }),
    minMonthlySalary: Amount,
    welcomeOffer: Type.Optional(Localized(300)),
  },
  Strict,
);

/** A loan's processing fee: a percent of the amount between a minimum and an optional maximum, or a fixed amount. */
const ProcessingFeeSchema = Type.Union([
  Type.Object({ percent: Type.Number({ minimum: 0, maximum: 99 }), min: Amount, max: Type.Optional(Amount) }, Strict),
  Type.Object({ amount: Amount }, Strict),
]);

export const CommonFileSchema = Type.Object(
  {
    version: Text(40),
    merchants: Type.Array(Type.Object({ id: Id, name: Text() }, Strict), { minItems: 1 }),
    /** Locations usable from every country (the default promo code's location 1 among them). */
    locations: Type.Array(
      Type.Object({ id: Id, merchantId: Id, label: Type.String({ pattern: '^[a-z0-9]{1,40}$' }), name: Localized() }, Strict),
    ),
  },
  Strict,
);

const SubFeatureSchema = Type.Object(
  { id: Id, name: Localized(), image: ImageName, active: Type.Optional(Type.Boolean()) },
  Strict,
);

export const CountryFileSchema = Type.Object(
  {
    version: Text(40),
    country: CountryCode,
    /** The free bonus promised for any approved card or instant cash loan, in the country's currency. */
    bonus: Type.Object(
      { amount: Type.Integer({ minimum: 0, maximum: 1_000_000 }), currency: Type.String({ pattern: '^[A-Z]{3}$' }) },
      Strict,
    ),
    /**
     * Days an approved application's bonus stays pending (reversible by the bank) before it is
     * confirmed for payout; the confirmation mail promises the bonus within this many days.
     */
    bonusLockDays: Type.Integer({ minimum: 0, maximum: 365 }),
    /** The monthly spending per category a card's yearly value assumes when the visitor gives none. */
    defaultMonthlySpending: Type.Optional(SpendingAmounts),
    locations: Type.Array(
      Type.Object({ id: Id, merchantId: Id, label: Type.String({ pattern: '^[a-z0-9]{1,40}$' }), name: Localized() }, Strict),
    ),
    banks: Type.Array(Type.Object({
      id: Id, name: Localized(), routingUrl: Url,
      /** Who licenses the bank, as the storefront's partner list shows it ('Licensed by ...'). */
      licence: Localized(300),
      /** The query parameter that carries the application's reference on its products' addresses (default sf_ref). */
      clickParameter: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_.-]{0,39}$' })),
    }, Strict), { minItems: 1 }),
    features: Type.Array(
      Type.Object(
        {
          id: Id,
          name: Localized(),
          image: ImageName,
          active: Type.Optional(Type.Boolean()),
          productType: ProductType,
          /**
           * cashback and rewardPoints mark the two families that never meet on one card; islamic
           * marks the Sharia-compliant feature, which a card lists exactly when it is Islamic.
           */
          kind: Type.Optional(Type.Union([Type.Literal('cashback'), Type.Literal('rewardPoints'), Type.Literal('islamic')])),
          subFeatures: Type.Optional(Type.Array(SubFeatureSchema)),
        },
        Strict,
      ),
    ),
    cards: Type.Array(
      Type.Object(
        {
          id: Id,
          bankId: Id,
          name: Localized(),
          image: ImageName,
          incentive: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
          instantIssuance: Type.Boolean(),
          routingUrl: Url,
          description: Type.Array(Localized(300), { minItems: 1, maxItems: 12 }),
          features: Type.Array(Id, { minItems: 1, uniqueItems: true }),
          islamic: Islamic,
          costs: CardCostsSchema,
          eligibility: Type.Optional(EligibilitySchema),
          rewards: Type.Optional(RewardsSchema),
          partnerPayment: PartnerPayment,
        },
        Strict,
      ),
    ),
    loans: Type.Array(
      Type.Object(
        {
          id: Id,
          bankId: Id,
          name: Localized(),
          image: ImageName,
          routingUrl: Url,
          /** The yearly rate as the bank states it, of type rateType. */
          interestRate: YearlyRate,
          rateType: Type.Union([Type.Literal('flat'), Type.Literal('reducing')]),
          processingFee: ProcessingFeeSchema,
          minTenure: Type.Integer({ minimum: 1, maximum: 600 }),
          maxTenure: Type.Integer({ minimum: 1, maximum: 600 }),
          minAmount: Type.Integer({ minimum: 1 }),
          maxAmount: Type.Integer({ minimum: 1 }),
          description: Localized(500),
          features: Type.Array(Localized(), { maxItems: 12 }),
          minMonthlySalary: Amount,
          eligibility: Type.Optional(EligibilitySchema),
          islamic: Islamic,
          partnerPayment: PartnerPayment,
        },
        Strict,
      ),
    ),
    questions: Type.Array(
      Type.Object(
        {
          id: Id,
          productType: ProductType,
          /** What the loan engine reads from the answer's option value. */
          role: Type.Optional(
            Type.Union([Type.Literal('monthlyIncome'), Type.Literal('monthlyObligations'), Type.Literal('desiredTenure')]),
          ),
          text: Localized(300),
          options: Type.Array(
            Type.Object(
              {
                id: Id,
                text: Localized(),
                points: Type.Integer({ minimum: 0, maximum: 100 }),
                hardStop: Type.Optional(Type.Boolean()),
                value: Type.Optional(Type.Number({ minimum: 0 })),
                facts: Type.Optional(OptionFactsSchema),
              },
              Strict,
            ),
            { minItems: 2 },
          ),
        },
        Strict,
      ),
    ),
    banners: Type.Array(
      Type.Object({ id: Id, title: Localized(), description: Localized(500), image: ImageName, routingUrl: Url }, Strict),
    ),
  },
  Strict,
);

export type CommonFile = Static<typeof CommonFileSchema>;
export type CountryFile = Static<typeof CountryFileSchema>;

