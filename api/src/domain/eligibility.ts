import {
  markets, minimumOutcomeSample, type ApprovalOdds, type CountryCode, type CriterionResult, type Eligibility, type EmploymentType,
  type ResidencyRule,
} from '@storefront/shared/contract';

/**
 * Whether a visitor can get a product: each of the bank's criteria checked against what the
 * screening answers say of the visitor (bands, not exact figures), and the approval odds that
 * follow. Pure: the outcomes partners reported come in as figures.
 */

/** What a bank asks of an applicant for one product (the catalog's eligibility, with its minimum salary). */
export interface ProductCriteria {
  /** The lowest monthly salary the bank accepts, in the market's currency; 0 asks none. */
  minMonthlySalary: number;
  /** The employment types the bank accepts; every type when empty. */
  employment: readonly EmploymentType[];
  /** Years; 0 asks none. */
  minAge: number;
  residency: ResidencyRule;
  /** The bank asks for the salary to be paid into an account with it. */
  salaryTransfer: boolean;
  /** The product's own debt-burden cap in percent of income; the market's when absent. */
  maxDebtBurdenPercent?: number;
}

/** A band the visitor's answer places them in; `to` null when the band is open-ended. */
export interface Band {
  from: number;
  to: number | null;
}

/** What the screening answers say of the visitor; a fact no answer gave is absent. */
export interface VisitorProfile {
  /** Monthly income. */
  income?: Band;
  employment?: EmploymentType;
  /** Years. */
  age?: Band;
  residency?: 'national' | 'resident' | 'nonResident';
  /** What the visitor already pays each month on loans and cards. */
  obligations?: Band;
}

/** What choosing one screening option says of the visitor (the catalog's option facts). */
export interface OptionFacts {
  incomeFrom?: number;
  incomeTo?: number;
  employment?: EmploymentType;
  ageFrom?: number;
  ageTo?: number;
  residency?: 'national' | 'resident' | 'nonResident';
  obligationsFrom?: number;
  obligationsTo?: number;
}

/** The visitor's profile from the facts of the options they chose (a later fact of the same kind wins). */
export function profileOf(facts: readonly OptionFacts[]): VisitorProfile {
  const profile: VisitorProfile = {};
  const band = (from: number | undefined, to: number | undefined): Band | undefined =>
    from === undefined && to === undefined ? undefined : { from: from ?? 0, to: to ?? null };
  for (const f of facts) {
    const income = band(f.incomeFrom, f.incomeTo);
    if (income) profile.income = income;
    const age = band(f.ageFrom, f.ageTo);
    if (age) profile.age = age;
    const obligations = band(f.obligationsFrom, f.obligationsTo);
    if (obligations) profile.obligations = obligations;
    if (f.employment) profile.employment = f.employment;
    if (f.residency) profile.residency = f.residency;
  }
  return profile;
}

/** The market's cap on the debt burden, percent of monthly income (platform.json). */
export function marketDebtBurdenPercent(country: CountryCode): number {
  return markets[country].maxDebtBurdenPercent;
}

/** The cap that applies to a product: its own when the catalog states one, else the market's. */
export function debtBurdenPercentFor(criteria: Pick<ProductCriteria, 'maxDebtBurdenPercent'>, country: CountryCode): number {
  return criteria.maxDebtBurdenPercent ?? marketDebtBurdenPercent(country);
}

/** At least `minimum` within the band: met when its bottom reaches it, missed when its top stays below. */
function bandAtLeast(band: Band | undefined, minimum: number): CriterionResult['status'] {
  if (minimum <= 0) return 'met';
  if (!band) return 'unknown';
  if (band.from >= minimum) return 'met';
  if (band.to !== null && band.to < minimum) return 'missed';
  return 'unknown';
}

function employmentStatus(accepted: readonly EmploymentType[], employment: EmploymentType | undefined): CriterionResult['status'] {
  if (!employment) return accepted.length ? 'unknown' : 'met';
  if (employment === 'notEmployed') return 'missed';
  return !accepted.length || accepted.includes(employment) ? 'met' : 'missed';
}

function residencyStatus(rule: ResidencyRule, residency: VisitorProfile['residency']): CriterionResult['status'] {
  if (!residency) return 'unknown';
  if (residency === 'nonResident') return 'missed';
  // "Resident or national" answers do not tell a national from a resident.
  if (rule === 'national') return residency === 'national' ? 'met' : 'unknown';
  return 'met';
}

/** A salary is paid to someone salaried; a pension may be moved too, which the answers do not tell. */
function salaryTransferStatus(employment: EmploymentType | undefined): CriterionResult['status'] {
  if (employment === 'salaried') return 'met';
  if (employment === 'selfEmployed' || employment === 'notEmployed') return 'missed';
  return 'unknown';
}

/**
 * Existing payments against the cap: met when even the top of the payments' band over the bottom
 * of the income's stays within it, missed when even the bottom over the top reaches it.
 */
export function debtBurdenStatus(profile: VisitorProfile, capPercent: number): CriterionResult['status'] {
  const { income, obligations } = profile;
  if (!income || !obligations) return 'unknown';
  const cap = capPercent / 100;
  if (income.to !== null && income.to > 0 && obligations.from / income.to >= cap) return 'missed';
  if (obligations.to !== null && income.from > 0 && obligations.to / income.from <= cap) return 'met';
  if (obligations.to === 0) return 'met';
  return 'unknown';
}

/**
 * Each criterion the product asks, met, missed or unknown for this visitor. The debt burden is
 * listed once the visitor's existing payments are known.
 */
export function assessCriteria(criteria: ProductCriteria, profile: VisitorProfile, country: CountryCode): CriterionResult[] {
  const results: CriterionResult[] = [
    { criterion: 'minMonthlySalary', status: bandAtLeast(profile.income, criteria.minMonthlySalary), minimum: criteria.minMonthlySalary },
    { criterion: 'employment', status: employmentStatus(criteria.employment, profile.employment), accepted: [...criteria.employment] },
    { criterion: 'minAge', status: bandAtLeast(profile.age, criteria.minAge), minimum: criteria.minAge },
    { criterion: 'residency', status: residencyStatus(criteria.residency, profile.residency), residency: criteria.residency },
  ];
  if (criteria.salaryTransfer) results.push({ criterion: 'salaryTransfer', status: salaryTransferStatus(profile.employment) });
  if (profile.obligations) {
    const cap = debtBurdenPercentFor(criteria, country);
    results.push({ criterion: 'maxDebtBurden', status: debtBurdenStatus(profile, cap), minimum: cap });
  }
  return results;
}

/** How partners decided recent applications of similar visitors for one product. */
export interface ObservedOutcomes {
  approved: number;
  /** Approved and declined together. */
  decided: number;
}

/** The observed approval rate from which the odds read Likely, and from which Possible. */
export const likelyApprovalRate = 0.6;
export const possibleApprovalRate = 0.3;

/**
 * Unlikely when the answers show a criterion is missed; otherwise, once at least
 * minimumOutcomeSample similar applications were decided, the observed approval rate (and the
 * sample is named); otherwise Possible while a criterion is unknown, and Likely when every one is met.
 */
export function approvalOdds(criteria: readonly CriterionResult[], observed?: ObservedOutcomes): Pick<Eligibility, 'odds' | 'basedOnApplications'> {
  if (criteria.some((c) => c.status === 'missed')) return { odds: 'Unlikely' };
  if (observed && observed.decided >= minimumOutcomeSample) {
    const rate = observed.approved / observed.decided;
    const odds: ApprovalOdds = rate >= likelyApprovalRate ? 'Likely' : rate >= possibleApprovalRate ? 'Possible' : 'Unlikely';
    return { odds, basedOnApplications: observed.decided };
  }
  return { odds: criteria.some((c) => c.status === 'unknown') ? 'Possible' : 'Likely' };
}

/** The criteria, whether the visitor qualifies (none missed) and the odds, for one product. */
export function eligibilityFor(
  criteria: ProductCriteria, profile: VisitorProfile, country: CountryCode, observed?: ObservedOutcomes,
): Eligibility {
  const results = assessCriteria(criteria, profile, country);
  return { qualifies: results.every((r) => r.status !== 'missed'), criteria: results, ...approvalOdds(results, observed) };
}
