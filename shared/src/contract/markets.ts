/** GET /api/markets/public/{country}: what a country's catalog offers and the bonus it promises. */
import { Type, type Static } from '@sinclair/typebox';
import { CountryCode, Obj, ProductType } from './common';
import { LoanAmounts } from './loan-requests';

export const MarketParams = Obj({ country: CountryCode });
export const Market = Obj({
  country: CountryCode,
  productTypes: Type.Array(ProductType, {
    description: 'What the catalog offers there: Loan only where it has loans, and then the visitor chooses Card or Loan at step 1',
  }),
  bonus: Obj(
    {
      amount: Type.Integer({ minimum: 0 }),
      currency: Type.String({ description: "The country's currency, e.g. PKR" }),
      lockDays: Type.Integer({
        minimum: 0,
        maximum: 365,
        description: "Days an approved application's bonus stays pending before it is confirmed and paid: the bonus is paid within them",
      }),
    },
    { description: 'The free bonus promised for any approved card or instant cash loan; 0 promises none' },
  ),
  /** The amounts its loans lend between them, for the amount a visitor asks for; absent where it has no loans. */
  loanAmounts: Type.Optional(LoanAmounts),
});

// The static types of the schemas above, by the same names.
export type MarketParams = Static<typeof MarketParams>;
export type Market = Static<typeof Market>;
