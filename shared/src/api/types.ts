/**
 * The wire contract between the storefront and the provider API (spec sections 3 and 7).
 * Field names are the spec's; both sides build on these types and nothing else.
 */

export type CountryCode = 'ae' | 'sa' | 'pk';
export type ProductType = 'Card' | 'Loan';
export type ApplicationStatus = 'Created' | 'Submitted';
export type ActiveFlag = 'Y' | 'N';
/** Derived by the API from the credit score; the storefront sends back what it read. */
export type ClientRiskProfile = 'Low' | 'Medium' | 'High';

/** Every error answer of the API: `application/problem+json`. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
}

// POST /api/customer-profiles/public
export interface CustomerProfileRequest {
  name: string;
  email: string;
  /** '+' + dial code + phone digits, e.g. '+923001234567'. */
  mobileNumber: string;
  /** '1-1-other' when the visitor gave none; the second part is the location id. */
  promoCode: string;
}
export interface CustomerProfile {
  customerId: number;
  name: string;
  email: string;
  mobileNumber: string;
  promoCode: string;
}

// Applications
export interface ApplicationProduct {
  productId: number;
  productName: string;
  routingUrl: string;
}
export interface Application {
  applicationId: number;
  customer: {
    customerId: number;
    name: string;
    email: string;
    clientRiskProfile: ClientRiskProfile | null;
  };
  location: { locationId: number };
  product: ApplicationProduct | null;
  applicationType: ProductType;
  status: ApplicationStatus;
}
// POST /api/applications/public
export interface CreateApplicationRequest {
  customer: { customerId: number };
  location: { locationId: number };
  applicationType: ProductType;
  status: 'Created';
}
// PUT /api/applications/public
export interface UpdateApplicationRequest {
  applicationId: number;
  customer: { customerId: number };
  location: { locationId: number };
  product: { productId: number };
  applicationType: ProductType;
  clientRiskProfile: ClientRiskProfile | null;
  status: 'Submitted';
}

// GET /api/banners/public
export interface Banner {
  id: number;
  title: string;
  description: string;
  /** File name for GET /api/images/public/banner/{imageUrl}. */
  imageUrl: string;
  routingUrl: string;
}

// GET /api/questions/public?productType=Card|Loan
export interface QuestionOption {
  optionId: number;
  optionText: string;
  hardStop: boolean;
}
export interface Question {
  questionId: number;
  question: string;
  options: QuestionOption[];
}

// POST /api/screenings/public/bulk (an array of these)
export interface ScreeningAnswer {
  questionId: number;
  applicationId: number;
  /** The chosen optionId. */
  response: number;
  screeningId: number | null;
}
export interface ScreeningRecord {
  screeningId: number;
  questionId: number;
  applicationId: number;
  response: number;
}

// GET /api/applications/public/credit-score/{applicationId} answers a bare JSON number 0..100.
export type CreditScore = number;

// GET /api/recommendations/public/loan/{applicationId}
export interface LoanOffer {
  productId: number;
  productName: string;
  /** Months. */
  loanTenure: number;
  /** Amount in the country's currency. */
  processingFee: number;
  /** Yearly reducing rate, percent. */
  interest: number;
  /** The offered amount formatted in the country's currency, e.g. 'AED 45,000'. */
  loanAmountTxt: string;
  loanAmount: number;
  monthlyInstalment: number;
  currency: string;
  organizationName: string;
  description: string;
  features: string[];
  routingUrl: string;
}

// POST /api/product-recommendations/public/{applicationId} (an array of these)
export interface ProductRecommendation {
  applicationId: number;
  productId: number;
}

// GET /api/productFeatures/public
export interface SubFeature {
  featureId: number;
  featureName: string;
  /** File name for GET /api/images/public/{imageUrl}. */
  imageUrl: string;
  active: ActiveFlag;
  selected: boolean;
}
export interface Feature extends SubFeature {
  productType: ProductType;
  subFeatures: SubFeature[];
}

// POST /api/recommendations/public
export interface Preference {
  featureId: number;
  /** 1 is the most important. */
  priority: number;
}
export interface SubmitPreferencesRequest {
  applicationId: number;
  preferences: Preference[];
}
// POST /api/recommendations/public/count answers a bare JSON number.
export interface CountRequest {
  applicationId: number;
  preferences: { featureId: number; featureName: string }[];
}

// POST /api/selected-features/public/{applicationId} (an array of these)
export interface SelectedFeature {
  applicationId: number;
  featureId: number;
}

// GET /api/recommendations/public/{applicationId}/filter?page&size&preferences=1,2,3
export interface CardRecommendation {
  productId: number;
  productName: string;
  organizationName: string;
  /** Match percent, 0..100. */
  score: number;
  /** Cashback amount in the country's currency; shown when above 0. */
  incentive: number;
  instantIssuance: boolean;
  /** Lines separated by a literal backslash followed by n. */
  description: string;
  features: string[];
  routingUrl: string;
}
export interface Page<T> {
  content: T[];
  empty: boolean;
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
  last: boolean;
}

// POST /api/email/public
export interface EmailRequest {
  to: string;
  containImages: boolean;
  subject: string;
  body: string;
}
export interface EmailAccepted {
  /** Outbox id of the queued mail. */
  id: string;
  status: 'queued';
}
