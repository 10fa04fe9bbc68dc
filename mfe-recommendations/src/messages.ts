/**
 * Every text this remote shows or sends, in the spec's words where the spec gives them
 * (SPEC.md sections 2, 5, 7, 8). Texts the spec leaves open are marked "not worded by the spec".
 */
import { cardBonusAmount, cardBonusCurrency, estimatedProcessingTime } from '@storefront/shared';

export const featureMessages = {
  title: 'Which 5 card features are you interested in?',
  cardsFound: (n: number) => `${n} card found`,
  exclusiveNote: 'Cashback and reward points features are mutually exclusive in the same card.',
  loadFailed: 'Failed to load features.',
  sixthTitle: 'Feature Selection',
  sixthMessage: 'You can only select up to 5 features.',
  tooFewTitle: 'Feature Selection Required',
  tooFewMessage: 'Before we proceed, please select at least three and up to five features.',
  tooManyTitle: 'Feature Selection Limit',
  tooManyMessage: 'You can select maximum five features.',
  // Not worded by the spec.
  counting: 'Counting matching cards',
  showSubFeatures: (name: string) => `Show sub-features of ${name}`,
  loading: 'Loading features',
} as const;

export const rankingMessages = {
  title: 'Prioritize Your Selection',
  dragHint: 'Drag and drop the cards vertically to set their priority.',
  // Not worded by the spec: the keyboard alternative to dragging.
  keyboardHint: 'Or use the Move up and Move down buttons.',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  moved: (name: string, position: number, total: number) => `${name} moved to position ${position} of ${total}.`,
  orderNumber: (n: number) => `Priority ${n}`,
  subFeatureChip: (n: number, name: string) => `${n}. ${name}`,
} as const;

export const cardMessages = {
  title: 'Select Card & Apply',
  headline: 'Select your card & enjoy the benefits',
  resetFilter: 'Reset Filter',
  viewMore: 'View More Cards',
  instantIssuance: 'Instant Issuance',
  noMoreTitle: 'Recommended Cards',
  noMoreMessage: 'No more cards to display.',
  // Not worded by the spec.
  cashback: (amount: string) => `${amount} Cashback`,
  match: (score: number) => `${score}% Match`,
  loading: 'Loading cards',
} as const;

export const loanMessages = {
  title: 'Choose & Apply',
  headline: 'Here are the best Loan Offers for you',
  eligibleText: "Based on your profile, you're eligible for the following loan amounts.",
  returnHome: 'Return back Home',
  tenure: 'Tenure',
  loanAmount: 'Loan Amount',
  processingFee: 'Processing Fee',
  interestRate: 'Interest Rate',
  // Not worded by the spec.
  months: (n: number) => `${n} months`,
  loading: 'Loading loan offers',
} as const;

export const commonMessages = {
  // The spec's promise (section 1); its exact sentence is not worded by the spec.
  bonusPromise: `Get a free ${cardBonusCurrency} ${cardBonusAmount} bonus for any approved card or instant cash loan.`,
  noApplicationId: 'Application ID is not available. Please start from the beginning.',
} as const;

export const applyMessages = {
  modalTitle: 'Confirm details and apply',
  chooseAnother: 'Choose another option',
  applyNow: 'Apply now',
  noCardTitle: 'Card Selection',
  noCardMessage: 'Please select a card first to apply.',
  redirecting: 'Please wait while you are being redirected to a partner website for Credit Card where you can apply.',
  doNotLeave: 'Please do not close or leave this page.',
} as const;

/** The confirmation e-mail (spec section 7); its body wording is not given by the spec. */
export const emailMessages = {
  cardSubject: 'Your Credit Card Application Received',
  loanSubject: 'Your Loan Application Received',
  greeting: (name: string) => `Dear ${name},`,
  cardReceived: 'Thank you for applying. We have received your credit card application.',
  loanReceived: 'Thank you for applying. We have received your loan application.',
  applicationId: 'Application ID',
  cardName: 'Credit Card',
  loanName: 'Loan',
  selectedFeatures: 'Selected features',
  estimate: `Estimated processing time: ${estimatedProcessingTime}.`,
  partnerNote: 'Please complete your application on the partner website that opened.',
  signOff: 'Kind regards,',
  team: 'The Storefront team',
} as const;
