/** Every text step 2 shows, in the spec's words (SPEC.md sections 2, 5 and 8). */
export const messages = {
  title: 'A few questions to get you started',
  loadingQuestions: 'Loading questions...',
  noApplicationId: 'Application ID is not available. Please start from the beginning.',
  questionsFailed: 'Failed to fetch questions. Please try again later.',
  answersRequiredTitle: 'Answers Required',
  answersRequiredMessage: 'Please answer all questions before proceeding.',
  submitFailed: 'Failed to submit responses. Please try again later.',
} as const;
