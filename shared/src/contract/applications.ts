/**
 * POST, PUT /api/applications/public, GET /api/applications/public/{applicationId} and
 * GET /api/applications/public/credit-score/{applicationId} (a bare JSON number).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, NullableRiskProfile, Obj, ProductType, PublicId } from './common';
import { LoanQuoteQuery } from './costs';
import { applicationStatuses } from './application-status';
import {
  APPLICATION_REFERENCE_ALPHABET,
  APPLICATION_REFERENCE_LENGTH,
  APPLICATION_REFERENCE_PREFIX,
} from './application-reference';

/** Created, Submitted, then the bank's decisions (./application-status). */
export const ApplicationStatus = Type.Union(applicationStatuses.map((s) => Type.Literal(s)));

export { APPLICATION_REFERENCE_ALPHABET, APPLICATION_REFERENCE_LENGTH, APPLICATION_REFERENCE_PREFIX };

/** The reference a visitor quotes to support (./application-reference). */
export const ApplicationReference = Type.String({
  pattern: `^${APPLICATION_REFERENCE_PREFIX}[${APPLICATION_REFERENCE_ALPHABET}]{${APPLICATION_REFERENCE_LENGTH}}$`,
  minLength: APPLICATION_REFERENCE_PREFIX.length + APPLICATION_REFERENCE_LENGTH,
  maxLength: APPLICATION_REFERENCE_PREFIX.length + APPLICATION_REFERENCE_LENGTH,
  description: 'The reference a visitor quotes to support, e.g. SF-7KQ4M2XD',
});

export const ApplicationProduct = Obj({
  productId: Id,
  productName: Type.String(),
  routingUrl: Type.String(),
  /** The bank that offers the product, as the recommendations name it. */
  organizationName: Type.String(),
});
export const Application = Obj({
  applicationId: PublicId,
  reference: ApplicationReference,
  // Only what the journey shows or sends back: the e-mail address and phone are not part of it.
  customer: Obj({ customerId: PublicId, name: Type.String(), clientRiskProfile: NullableRiskProfile }),
  location: Obj({ locationId: Id }),
  product: Type.Union([ApplicationProduct, Type.Null()]),
  applicationType: ProductType,
  status: ApplicationStatus,
});
export const CreateApplicationRequest = Obj({
  customer: Obj({ customerId: PublicId }),
  location: Obj({ locationId: Id }),
  applicationType: ProductType,
  status: Type.Optional(Type.Literal('Created')),
});
/**
 * A loan's amount and tenure as the visitor adjusted them on step 4: held to the loan quote
 * call's rules (GET /api/loan-quotes/public/{applicationId}) and stated in the confirmation mail.
 */
export const LoanChoice = Obj({
  amount: LoanQuoteQuery.properties.amount,
  tenureMonths: LoanQuoteQuery.properties.tenure,
}, { description: "The loan's amount and tenure (months) the visitor chose; Loan applications only" });
export const UpdateApplicationRequest = Obj({
  applicationId: PublicId,
  customer: Obj({ customerId: PublicId }),
  location: Type.Optional(Obj({ locationId: Id })),
  product: Obj({ productId: Id }),
  applicationType: ProductType,
  clientRiskProfile: Type.Optional(NullableRiskProfile),
  status: Type.Literal('Submitted'),
  /** A Loan's adjusted amount and tenure; without it, the offer's own figures. Refused on a Card application. */
  loanChoice: Type.Optional(LoanChoice),
});
export const ApplicationIdParams = Obj({ applicationId: PublicId });

export const CreditScore = Type.Integer({ minimum: 0, maximum: 100, description: 'Credit score 0..100' });

// The static types of the schemas above, by the same names.
export type ApplicationStatus = Static<typeof ApplicationStatus>;
export type ApplicationReference = Static<typeof ApplicationReference>;
export type ApplicationProduct = Static<typeof ApplicationProduct>;
export type Application = Static<typeof Application>;
export type CreateApplicationRequest = Static<typeof CreateApplicationRequest>;
export type LoanChoice = Static<typeof LoanChoice>;
export type UpdateApplicationRequest = Static<typeof UpdateApplicationRequest>;
export type ApplicationIdParams = Static<typeof ApplicationIdParams>;
export type CreditScore = Static<typeof CreditScore>;
