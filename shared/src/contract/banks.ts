/** GET /api/banks/public/{country}: every bank the storefront works with in a country. */
import { Type, type Static } from '@sinclair/typebox';
import { CountryCode, Id, Obj } from './common';

export const BanksParams = Obj({ country: CountryCode });
export const PartnerBank = Obj({
  bankId: Id,
  name: Type.String(),
  licence: Type.String({ description: 'Who licenses the bank and under which number, in the visitor\'s language' }),
});

// The static types of the schemas above, by the same names.
export type BanksParams = Static<typeof BanksParams>;
export type PartnerBank = Static<typeof PartnerBank>;
