/**
 * Every text this remote shows or sends, in the spec's words where the spec gives them
 * (SPEC.md sections 2, 5, 7, 8). Texts the spec leaves open are marked "not worded by the spec".
 */
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
  noCardHasAll: 'No card has all of these — we will show the closest matches',
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
  // The spec's promise (section 1), with the bonus of the visitor's country ('AED 200' in the
  // UAE); its exact sentence is not worded by the spec.
  bonusPromise: (bonus: string) => `Get a free ${bonus} bonus for any approved card or instant cash loan.`,
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

// Costs, explained matches, compare, key facts and the Islamic filter. Not worded by the spec.

export const costMessages = {
  annualFee: 'Annual fee',
  noAnnualFee: 'No annual fee',
  firstYearFree: 'first year free',
  apr: 'APR',
  profitRate: 'Profit rate',
  minimumSalary: 'Minimum salary',
  cashAdvanceRate: 'Cash advance rate',
  latePaymentFee: 'Late payment fee',
  foreignTransactionFee: 'Foreign transaction fee',
  welcomeOffer: 'Welcome offer',
  islamic: 'Islamic',
  islamicLong: 'Sharia-compliant',
  conventional: 'Conventional',
  apply: 'Apply',
  applyFor: (name: string) => `Apply for ${name}`,
  keyFacts: 'Key facts',
  keyFactsFor: (name: string) => `Key facts of ${name}`,
} as const;

export const whyMessages = {
  why: 'Why this card',
  whyFor: (name: string) => `Why this card: ${name}`,
  meets: 'Has',
  misses: 'Does not have',
  contribution: (points: number) => `+${points}%`,
  noContribution: '0%',
  totalLabel: 'Match',
  meetsNone: 'Has none of your picks',
  noneHeading: 'Cards without any of your picks',
  noneNote: 'These cards have none of the features you picked; they are listed for their costs.',
  showNone: 'Show cards without any of your picks',
  noNone: 'Every card has at least one of your picks.',
  howWeRank: 'How we rank',
} as const;

export const islamicMessages = {
  filter: 'Islamic only',
  filterHint: 'Show only Sharia-compliant products',
  noneFound: 'No Sharia-compliant product matches your profile here.',
} as const;

export const compareMessages = {
  select: 'Compare',
  selectFor: (name: string) => `Compare ${name}`,
  limit: (max: number) => `You can compare up to ${max} products.`,
  chosen: (n: number, max: number) => `${n} of ${max} chosen`,
  open: (n: number) => `Compare ${n}`,
  pickMore: (min: number) => `Choose at least ${min} to compare`,
  clear: 'Clear',
  title: 'Compare side by side',
  close: 'Close',
  product: 'Product',
  bank: 'Bank',
  match: 'Match',
  features: 'Features',
  type: 'Type',
  none: '—',
} as const;

export const keyFactsMessages = {
  title: 'Key facts',
  pageTitle: (name: string) => `Key facts: ${name}`,
  featuresHeading: 'Features',
  loading: 'Loading key facts',
  notFound: 'This product is not offered in your country.',
  loadFailed: 'The key facts could not be loaded.',
  retry: 'Retry',
  back: 'Back',
  rateType: 'Rate type',
  disclaimer: 'Figures are the bank’s published terms for this product. The bank confirms the final offer.',
} as const;

export const loanQuoteMessages = {
  costsLabel: 'What it costs',
  eligibleOver: (amount: string, months: number) => `You can borrow up to ${amount} over ${months} months.`,
  amount: 'Amount',
  tenure: 'Tenure',
  monthlyInstalment: 'Monthly instalment',
  apr: 'APR',
  totalRepayable: 'Total repayable',
  flat: 'Flat rate: charged on the full amount for the whole tenure',
  reducing: 'Reducing balance: charged only on what you still owe',
  adjust: 'Adjust amount and tenure',
  amountLabel: (name: string) => `Loan amount for ${name}`,
  tenureLabel: (name: string) => `Tenure in months for ${name}`,
  updating: 'Updating figures',
  quoteFailed: 'The figures could not be updated. Try again.',
  retry: 'Retry',
} as const;

export const howWeRankMessages = {
  title: 'How we rank',
  intro: 'Cards are listed by how well they match the features you picked, best match first.',
  stepsHeading: 'The method',
  steps: [
    'You pick 3 to 5 card features and put them in order of importance.',
    'Each place is worth a fixed number of points, the first the most. The points of all your picks add up to 100.',
    'A card’s match percent is the sum of the points of the picks it has. A card with a sub-feature you picked also has its feature.',
    'Under “Why this card” each pick shows whether the card has it and the points it adds; they add up to the percent shown.',
    'Only a card with every pick shows 100%. Equal matches are listed by the larger cashback for you, then in a fixed order.',
    'Cards with none of your picks are listed apart, under their own heading.',
  ],
  pointsCaption: 'Points of each place',
  picks: (n: number) => `${n} picks`,
  place: (k: number) => `Pick ${k}`,
  points: (p: number) => `${p}`,
  example: (first: number, second: number, fourth: number) =>
    `Example: with 5 picks, a card with your 1st, 2nd and 4th picks matches ${first} + ${second} + ${fourth} = ${first + second + fourth}%.`,
  paymentsHeading: 'Partner payments',
  payments:
    'Partner payments do not change the order. Banks may pay us when you apply, but what they pay is not part of the ranking: the order depends only on your picks and the cards’ features.',
  costsHeading: 'Costs',
  costs:
    'The annual fee, APR or profit rate and minimum salary are shown on every card so that you can compare what each costs; they do not change the match. The Islamic filter shows only Sharia-compliant products.',
  back: 'Back',
} as const;
