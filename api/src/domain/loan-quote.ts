import type { CountryCode, Language, LoanQuote } from '@storefront/shared/contract';
import { currencyOf, wholeAmount } from './country.js';
import { loanFigures } from './costs/loan-figures.js';
import { keyFactsWording, loanKeyFacts } from './costs/key-figures.js';
import { eligibleAmount, type LoanProduct, type LoanProfile } from './loan-offer.js';
import { unprocessable } from './problem.js';

/**
 * The figures of a loan for an amount and tenure the visitor chose on step 4. Refused (422) when
 * the tenure is outside the product's range, the amount outside its range, or above what the
 * visitor may borrow over that tenure (the debt-burden rule of the offers). The Key Facts are in `language`.
 */
export function quoteLoan(
  product: LoanProduct, profile: LoanProfile, country: CountryCode, amount: number, tenure: number, language: Language = 'en',
): LoanQuote {
  if (tenure < product.minTenure || tenure > product.maxTenure) {
    throw unprocessable('loan.tenure-out-of-range', 'Tenure out of range', `${product.productName} is repaid over ${product.minTenure} to ${product.maxTenure} months (got ${tenure}).`);
  }
  if (amount < product.minAmount || amount > product.maxAmount) {
    throw unprocessable(
      'loan.amount-out-of-range', 'Amount out of range',
      `${product.productName} lends from ${wholeAmount(product.minAmount, country)} to ${wholeAmount(product.maxAmount, country)} (got ${wholeAmount(amount, country)}).`,
    );
  }
  const eligible = eligibleAmount(product, profile, tenure, country);
  if (amount > eligible) {
    throw unprocessable(
      'loan.amount-above-eligibility', 'Amount above eligibility',
      eligible > 0
        ? `The most you can borrow over ${tenure} months is ${wholeAmount(eligible, country)}.`
        : `Your answers leave no room for ${product.productName} over ${tenure} months.`,
    );
  }
  return { ...loanTerms(product, country, amount, tenure, language), eligibleAmount: eligible };
}

/**
 * A loan's figures and Key Facts for an amount and tenure, without the checks of quoteLoan: for a
 * choice held to them already (an application's stored loan choice). The Key Facts are in `language`.
 */
export function loanTerms(
  product: LoanProduct, country: CountryCode, amount: number, tenure: number, language: Language = 'en',
): Omit<LoanQuote, 'eligibleAmount'> {
  const currency = currencyOf(country);
  const figures = loanFigures(product, amount, tenure);
  const islamic = product.islamic ?? false;
  const minMonthlySalary = product.minMonthlySalary ?? 0;
  return {
    productId: product.productId,
    amount,
    tenure,
    ...figures,
    currency,
    islamic,
    keyFacts: loanKeyFacts({ ...product, islamic, minMonthlySalary }, amount, tenure, currency, figures, keyFactsWording(language, country)),
  };
}
