/**
 * TypeBox schemas of the wire contract (shared/src/api/types.ts): they validate requests, strip
 * unknown fields, serialise answers and produce the OpenAPI document. Every string, number and
 * array is bounded.
 */
import { Type, type TSchema, type TProperties, type Static } from '@sinclair/typebox';
import { knownSubjects } from './domain/mail.js';

const strict = { additionalProperties: false } as const;
export const Obj = <T extends TProperties>(properties: T, options: { $id?: string; description?: string } = {}) =>
  Type.Object(properties, { ...strict, ...options });

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const NullableId = Type.Union([Id, Type.Null()]);
export const ProductType = Type.Union([Type.Literal('Card'), Type.Literal('Loan')]);
export const ActiveFlag = Type.Union([Type.Literal('Y'), Type.Literal('N')]);
export const RiskProfile = Type.Union([Type.Literal('Low'), Type.Literal('Medium'), Type.Literal('High')]);
export const NullableRiskProfile = Type.Union([RiskProfile, Type.Null()]);
export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });

export const Problem = Obj(
  { type: Type.String(), title: Type.String(), status: Type.Integer(), detail: Type.String() },
  { $id: 'Problem', description: 'Every error answer (application/problem+json).' },
);
export const problemResponses = {
  '4xx': Type.Ref('Problem'),
  '5xx': Type.Ref('Problem'),
};

export const CustomerProfileRequest = Obj({
  name: Type.String({ minLength: 1, maxLength: 100, pattern: "^\\p{L}[\\p{L} .'-]*$" }),
  email: Email,
  mobileNumber: Type.String({ pattern: '^\\+[0-9]{5,20}$', description: "'+' + dial code + phone digits" }),
  promoCode: Type.Optional(Type.String({ maxLength: 60, pattern: '^[A-Za-z0-9-]*$' })),
});
export const CustomerProfile = Obj({
  customerId: Id,
  name: Type.String(),
  email: Type.String(),
  mobileNumber: Type.String(),
  promoCode: Type.String(),
});

export const ApplicationProduct = Obj({ productId: Id, productName: Type.String(), routingUrl: Type.String() });
export const Application = Obj({
  applicationId: Id,
  customer: Obj({ customerId: Id, name: Type.String(), email: Type.String(), clientRiskProfile: NullableRiskProfile }),
  location: Obj({ locationId: Id }),
  product: Type.Union([ApplicationProduct, Type.Null()]),
  applicationType: ProductType,
  status: Type.Union([Type.Literal('Created'), Type.Literal('Submitted')]),
});
export const CreateApplicationRequest = Obj({
  customer: Obj({ customerId: Id }),
  location: Obj({ locationId: Id }),
  applicationType: ProductType,
  status: Type.Optional(Type.Literal('Created')),
});
export const UpdateApplicationRequest = Obj({
  applicationId: Id,
  customer: Obj({ customerId: Id }),
  location: Type.Optional(Obj({ locationId: Id })),
  product: Obj({ productId: Id }),
  applicationType: ProductType,
  clientRiskProfile: Type.Optional(NullableRiskProfile),
  status: Type.Literal('Submitted'),
});
export const ApplicationIdParams = Obj({ applicationId: Id });

export const Banner = Obj({ id: Id, title: Type.String(), description: Type.String(), imageUrl: Type.String(), routingUrl: Type.String() });

export const QuestionsQuery = Obj({ productType: ProductType });
export const Question = Obj({
  questionId: Id,
  question: Type.String(),
  options: Type.Array(Obj({ optionId: Id, optionText: Type.String(), hardStop: Type.Boolean() })),
});

export const ScreeningAnswer = Obj({ questionId: Id, applicationId: Id, response: Id, screeningId: Type.Optional(NullableId) });
export const ScreeningAnswers = Type.Array(ScreeningAnswer, { minItems: 1, maxItems: 50 });
export const ScreeningRecord = Obj({ screeningId: Id, questionId: Id, applicationId: Id, response: Id });

export const Score = Type.Integer({ minimum: 0, maximum: 100, description: 'Credit score 0..100' });
export const Count = Type.Integer({ minimum: 0, description: 'Number of cards' });

export const LoanOffer = Obj({
  productId: Id,
  productName: Type.String(),
  loanTenure: Type.Integer(),
  processingFee: Type.Number(),
  interest: Type.Number(),
  loanAmountTxt: Type.String(),
  loanAmount: Type.Number(),
  monthlyInstalment: Type.Number(),
  currency: Type.String(),
  organizationName: Type.String(),
  description: Type.String(),
  features: Type.Array(Type.String()),
  routingUrl: Type.String(),
});

export const ProductRecommendation = Obj({ applicationId: Id, productId: Id });
export const ProductRecommendations = Type.Array(ProductRecommendation, { minItems: 1, maxItems: 50 });

const subFeatureProps = {
  featureId: Id,
  featureName: Type.String(),
  imageUrl: Type.String(),
  active: ActiveFlag,
  selected: Type.Boolean(),
};
export const SubFeature = Obj(subFeatureProps);
export const Feature = Obj({ ...subFeatureProps, productType: ProductType, subFeatures: Type.Array(SubFeature) });

export const Preference = Obj({ featureId: Id, priority: Type.Integer({ minimum: 1, maximum: 5 }) });
export const SubmitPreferencesRequest = Obj({
  applicationId: Id,
  preferences: Type.Array(Preference, { minItems: 3, maxItems: 5 }),
});
/**
 * The storefront's picks: up to 5 features, each with any of its sub-features (a sub-feature
 * counts toward its feature, spec section 4), so more than 5 ids. The bound only caps the size.
 */
const maxPicks = 50;
export const CountRequest = Obj({
  applicationId: Id,
  preferences: Type.Array(Obj({ featureId: Id, featureName: Type.Optional(Type.String({ maxLength: 200 })) }), { maxItems: maxPicks }),
});

export const SelectedFeature = Obj({ applicationId: Id, featureId: Id });
export const SelectedFeatures = Type.Array(SelectedFeature, { minItems: 1, maxItems: maxPicks });

export const FilterQuery = Obj({
  page: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  preferences: Type.Optional(Type.String({ maxLength: 100, pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,4}$' })),
});
export const CardRecommendation = Obj({
  productId: Id,
  productName: Type.String(),
  organizationName: Type.String(),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  incentive: Type.Number(),
  instantIssuance: Type.Boolean(),
  description: Type.String(),
  features: Type.Array(Type.String()),
  routingUrl: Type.String(),
});
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

export const EmailRequest = Obj({
  to: Email,
  containImages: Type.Boolean(),
  subject: Type.Union(knownSubjects.map((subject) => Type.Literal(subject))),
  body: Type.String({ minLength: 1, maxLength: 50_000 }),
});
export const EmailAccepted = Obj({ id: Type.String(), status: Type.Literal('queued') });

export const ImageParams = Obj({ imageUrl: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,80}\\.(svg|png)$', maxLength: 90 }) });
export const ProductIdParams = Obj({ productId: Id });

export type TCustomerProfileRequest = Static<typeof CustomerProfileRequest>;
export type TApplication = Static<typeof Application>;
export type TScreeningAnswer = Static<typeof ScreeningAnswer>;
export type TLoanOffer = Static<typeof LoanOffer>;
export type TCardRecommendation = Static<typeof CardRecommendation>;
export type TFeature = Static<typeof Feature>;
