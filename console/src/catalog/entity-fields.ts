/**
 * What the draft editor's forms show for each kind of catalog entity: its fields in the market
 * file's shape (shared/src/contract/catalog-file.ts), labelled for operators. One description per
 * kind; entity-form.tsx draws any of them.
 */
import type { CatalogEntityKind, CountryFile } from '@storefront/shared/contract';

export type FieldName = (string | number)[];

interface FieldBase {
  name: FieldName;
  label: string;
  /** Left out of the entity when empty. */
  optional?: boolean;
  help?: string;
}

export type EntityField =
  | (FieldBase & { type: 'text'; placeholder?: string })
  | (FieldBase & { type: 'localized'; multiline?: boolean })
  | (FieldBase & { type: 'localizedList'; itemLabel: string })
  | (FieldBase & { type: 'number'; integer?: boolean; unit?: 'currency' | 'percent' | 'days' | 'months' })
  | (FieldBase & { type: 'boolean' })
  | (FieldBase & { type: 'select'; options: readonly string[]; multiple?: boolean })
  | (FieldBase & { type: 'reference'; to: 'banks' | 'features'; multiple?: boolean })
  | (FieldBase & { type: 'image' })
  | (FieldBase & { type: 'group'; fields: EntityField[] })
  | (FieldBase & { type: 'list'; itemLabel: string; fields: EntityField[] });

const id: EntityField = { type: 'number', name: ['id'], label: 'Id', integer: true };
const routingUrl: EntityField = { type: 'text', name: ['routingUrl'], label: 'Address (https://)', placeholder: 'https://' };
const image: EntityField = { type: 'image', name: ['image'], label: 'Image (SVG or PNG)' };
const productType: EntityField = { type: 'select', name: ['productType'], label: 'Product type', options: ['Card', 'Loan'] };
const spendingCategories = ['groceries', 'dining', 'fuel', 'travel', 'online', 'other'] as const;

const eligibility: EntityField = {
  type: 'group',
  name: ['eligibility'],
  label: 'Eligibility',
  optional: true,
  fields: [
    { type: 'select', name: ['employment'], label: 'Employment accepted (every type when empty)', options: ['salaried', 'selfEmployed', 'retired', 'notEmployed'], multiple: true, optional: true },
    { type: 'number', name: ['minAge'], label: 'Minimum age', integer: true },
    { type: 'select', name: ['residency'], label: 'Residency', options: ['resident', 'national'] },
    { type: 'boolean', name: ['salaryTransfer'], label: 'Salary transfer required' },
    { type: 'number', name: ['maxDebtBurdenPercent'], label: 'Debt-burden cap', unit: 'percent', optional: true },
  ],
};

const partnerPayment: EntityField = { type: 'number', name: ['partnerPayment'], label: 'Partner payment per approval', unit: 'currency', optional: true };

export const entityFields: Record<CatalogEntityKind, EntityField[]> = {
  bank: [
    id,
    { type: 'localized', name: ['name'], label: 'Name' },
    routingUrl,
    { type: 'localized', name: ['licence'], label: 'Licence', multiline: true },
    { type: 'text', name: ['clickParameter'], label: 'Click parameter', optional: true, placeholder: 'sf_ref' },
  ],
  card: [
    id,
    { type: 'reference', name: ['bankId'], label: 'Bank', to: 'banks' },
    { type: 'localized', name: ['name'], label: 'Name' },
    image,
    { type: 'number', name: ['incentive'], label: 'Incentive', integer: true },
    { type: 'boolean', name: ['instantIssuance'], label: 'Instant issuance' },
    { type: 'boolean', name: ['islamic'], label: 'Islamic (Sharia-compliant)' },
    routingUrl,
    { type: 'localizedList', name: ['description'], label: 'Description', itemLabel: 'Line' },
    { type: 'reference', name: ['features'], label: 'Features', to: 'features', multiple: true },
    {
      type: 'group',
      name: ['costs'],
      label: 'Costs',
      fields: [
        { type: 'number', name: ['annualFee'], label: 'Annual fee', unit: 'currency' },
        { type: 'boolean', name: ['firstYearFeeWaived'], label: 'First year fee waived' },
        { type: 'number', name: ['purchaseRate'], label: 'Purchase rate (APR or profit rate)', unit: 'percent' },
        { type: 'number', name: ['cashAdvanceRate'], label: 'Cash advance rate', unit: 'percent' },
        { type: 'number', name: ['latePaymentFee'], label: 'Late payment fee', unit: 'currency' },
        { type: 'number', name: ['foreignTransactionFeePercent'], label: 'Foreign transaction fee', unit: 'percent' },
        { type: 'number', name: ['minMonthlySalary'], label: 'Minimum monthly salary', unit: 'currency' },
        { type: 'localized', name: ['welcomeOffer'], label: 'Welcome offer', multiline: true, optional: true },
      ],
    },
    eligibility,
    {
      type: 'group',
      name: ['rewards'],
      label: 'Rewards',
      optional: true,
      fields: [
        { type: 'select', name: ['unit'], label: 'Unit', options: ['cashback', 'points'] },
        {
          type: 'group',
          name: ['rates'],
          label: 'Rates per category (percent or points per unit)',
          fields: spendingCategories.map((category): EntityField => ({ type: 'number', name: [category], label: category })),
        },
        { type: 'number', name: ['pointValue'], label: 'Point value', optional: true },
        {
          type: 'group',
          name: ['categoryCaps'],
          label: 'Monthly cap per category',
          optional: true,
          fields: spendingCategories.map((category): EntityField => ({ type: 'number', name: [category], label: category, unit: 'currency', optional: true })),
        },
        { type: 'number', name: ['monthlyCap'], label: 'Monthly cap in all', unit: 'currency', optional: true },
      ],
    },
    partnerPayment,
  ],
  loan: [
    id,
    { type: 'reference', name: ['bankId'], label: 'Bank', to: 'banks' },
    { type: 'localized', name: ['name'], label: 'Name' },
    image,
    routingUrl,
    { type: 'number', name: ['interestRate'], label: 'Interest rate', unit: 'percent' },
    { type: 'select', name: ['rateType'], label: 'Rate type', options: ['flat', 'reducing'] },
    {
      type: 'group',
      name: ['processingFee'],
      label: 'Processing fee (a percent between a minimum and a maximum, or a fixed amount)',
      fields: [
        { type: 'number', name: ['percent'], label: 'Percent', unit: 'percent', optional: true },
        { type: 'number', name: ['min'], label: 'Minimum', unit: 'currency', optional: true },
        { type: 'number', name: ['max'], label: 'Maximum', unit: 'currency', optional: true },
        { type: 'number', name: ['amount'], label: 'Fixed amount', unit: 'currency', optional: true },
      ],
    },
    { type: 'number', name: ['minTenure'], label: 'Shortest tenure', integer: true, unit: 'months' },
    { type: 'number', name: ['maxTenure'], label: 'Longest tenure', integer: true, unit: 'months' },
    { type: 'number', name: ['minAmount'], label: 'Smallest amount', integer: true, unit: 'currency' },
    { type: 'number', name: ['maxAmount'], label: 'Largest amount', integer: true, unit: 'currency' },
    { type: 'number', name: ['minMonthlySalary'], label: 'Minimum monthly salary', unit: 'currency' },
    { type: 'boolean', name: ['islamic'], label: 'Islamic (Sharia-compliant)' },
    { type: 'localized', name: ['description'], label: 'Description', multiline: true },
    { type: 'localizedList', name: ['features'], label: 'Features', itemLabel: 'Feature' },
    eligibility,
    partnerPayment,
  ],
  feature: [
    id,
    { type: 'localized', name: ['name'], label: 'Name' },
    image,
    { type: 'boolean', name: ['active'], label: 'Active', optional: true },
    productType,
    { type: 'select', name: ['kind'], label: 'Family', options: ['cashback', 'rewardPoints', 'islamic'], optional: true },
    {
      type: 'list',
      name: ['subFeatures'],
      label: 'Sub-features',
      itemLabel: 'Sub-feature',
      optional: true,
      fields: [
        id,
        { type: 'localized', name: ['name'], label: 'Name' },
        image,
        { type: 'boolean', name: ['active'], label: 'Active', optional: true },
      ],
    },
  ],
  question: [
    id,
    productType,
    { type: 'select', name: ['role'], label: 'What the loan engine reads', options: ['monthlyIncome', 'monthlyObligations', 'desiredTenure'], optional: true },
    { type: 'localized', name: ['text'], label: 'Question', multiline: true },
    {
      type: 'list',
      name: ['options'],
      label: 'Options',
      itemLabel: 'Option',
      fields: [
        id,
        { type: 'localized', name: ['text'], label: 'Answer' },
        { type: 'number', name: ['points'], label: 'Points', integer: true },
        { type: 'boolean', name: ['hardStop'], label: 'Hard stop (ends the journey)', optional: true },
        { type: 'number', name: ['value'], label: 'Value', optional: true },
        {
          type: 'group',
          name: ['facts'],
          label: 'What the answer says of the visitor',
          optional: true,
          fields: [
            { type: 'number', name: ['incomeFrom'], label: 'Income from', unit: 'currency', optional: true },
            { type: 'number', name: ['incomeTo'], label: 'Income to', unit: 'currency', optional: true },
            { type: 'select', name: ['employment'], label: 'Employment', options: ['salaried', 'selfEmployed', 'retired', 'notEmployed'], optional: true },
            { type: 'number', name: ['ageFrom'], label: 'Age from', integer: true, optional: true },
            { type: 'number', name: ['ageTo'], label: 'Age to', integer: true, optional: true },
            { type: 'select', name: ['residency'], label: 'Residency', options: ['national', 'resident', 'nonResident'], optional: true },
            { type: 'number', name: ['obligationsFrom'], label: 'Monthly payments from', unit: 'currency', optional: true },
            { type: 'number', name: ['obligationsTo'], label: 'Monthly payments to', unit: 'currency', optional: true },
          ],
        },
      ],
    },
  ],
  banner: [
    id,
    { type: 'localized', name: ['title'], label: 'Title' },
    { type: 'localized', name: ['description'], label: 'Description', multiline: true },
    image,
    routingUrl,
  ],
  location: [
    id,
    { type: 'number', name: ['merchantId'], label: 'Merchant id', integer: true },
    { type: 'text', name: ['label'], label: 'Label (lower-case letters and digits)' },
    { type: 'localized', name: ['name'], label: 'Name' },
  ],
};

/** A kind's entities in the market document, and how the editor names it. */
export interface EntityKindInfo {
  kind: CatalogEntityKind;
  title: string;
  singular: string;
  list: (document: CountryFile) => readonly { id: number }[];
  /** The entity's name as its table shows it. */
  label: (entity: Record<string, unknown>) => string;
}

const english = (value: unknown): string => (value && typeof value === 'object' && 'en' in value ? String((value as { en: unknown }).en) : '');

export const entityKinds: readonly EntityKindInfo[] = [
  { kind: 'card', title: 'Cards', singular: 'card', list: (d) => d.cards, label: (e) => english(e.name) },
  { kind: 'loan', title: 'Loans', singular: 'loan', list: (d) => d.loans, label: (e) => english(e.name) },
  { kind: 'bank', title: 'Banks', singular: 'bank', list: (d) => d.banks, label: (e) => english(e.name) },
  { kind: 'feature', title: 'Features', singular: 'feature', list: (d) => d.features, label: (e) => english(e.name) },
  { kind: 'question', title: 'Screening questions', singular: 'question', list: (d) => d.questions, label: (e) => english(e.text) },
  { kind: 'banner', title: 'Banners', singular: 'banner', list: (d) => d.banners, label: (e) => english(e.title) },
  { kind: 'location', title: 'Locations and promo codes', singular: 'location', list: (d) => d.locations, label: (e) => english(e.name) },
];
