/** Building blocks of the wire contract: ids, enumerations and the page envelope every resource uses. */
import { Type, type Static, type TLiteral, type TProperties, type TSchema, type TUnion } from '@sinclair/typebox';
import { marketCodes, type MarketCode } from './platform';

/** Every object of the contract is closed: the API strips or refuses what it does not name. */
export const Obj = <T extends TProperties>(properties: T, options: { $id?: string; description?: string } = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

/** A catalog id (product, feature, question, option, location, banner) or a screening record's id. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** A customer's or an application's id: a random UUID (lower case), which says nothing about any other. */
export const PublicId = Type.String({
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  minLength: 36,
  maxLength: 36,
  description: 'A random UUID',
});
export const NullableId = Type.Union([Id, Type.Null()]);
/** A market the storefront serves: the markets of platform.json. */
export const CountryCode = Type.Union(marketCodes.map((code) => Type.Literal(code))) as unknown as TUnion<
  TLiteral<MarketCode>[]
>;
export const ProductType = Type.Union([Type.Literal('Card'), Type.Literal('Loan')]);
export const ActiveFlag = Type.Union([Type.Literal('Y'), Type.Literal('N')]);
/** Derived by the API from the credit score; the storefront sends back what it read. */
export const ClientRiskProfile = Type.Union([Type.Literal('Low'), Type.Literal('Medium'), Type.Literal('High')]);
export const NullableRiskProfile = Type.Union([ClientRiskProfile, Type.Null()]);
export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });

/** A page of results as the filter call answers it. */
export const PageOf = <T extends TSchema>(item: T) =>
  Obj({
    content: Type.Array(item),
    empty: Type.Boolean(),
    number: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
    last: Type.Boolean(),
  });

// The static types of the schemas above, by the same names.
export type Id = Static<typeof Id>;
export type PublicId = Static<typeof PublicId>;
export type NullableId = Static<typeof NullableId>;
export type CountryCode = Static<typeof CountryCode>;
export type ProductType = Static<typeof ProductType>;
export type ActiveFlag = Static<typeof ActiveFlag>;
export type ClientRiskProfile = Static<typeof ClientRiskProfile>;
export type NullableRiskProfile = Static<typeof NullableRiskProfile>;
export type Email = Static<typeof Email>;
/** A page of `T`, as the filter call answers it. */
export type Page<T> = Omit<Static<ReturnType<typeof PageOf<TSchema>>>, 'content'> & { content: T[] };
