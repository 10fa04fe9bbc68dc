import { creditScoreThreshold, type ClientRiskProfile } from '@storefront/shared/contract';

export interface ScoredQuestion {
  questionId: number;
  /** Points of every option of the question. */
  optionPoints: number[];
}
export interface ChosenAnswer {
  questionId: number;
  points: number;
  hardStop: boolean;
}

/**
 * Credit score, 0..100:
 *
 *   score = round(100 * sum(points of the chosen options) / sum(max points of each question))
 *
 * over all active questions of the application's product type and country; an unanswered question
 * adds 0 points but still counts in the denominator, so skipping questions never raises the score.
 * A hard-stop option carries 0 points (the database enforces it). No questions means 0.
 */
export function creditScore(questions: ScoredQuestion[], answers: ChosenAnswer[]): number {
  const asked = new Set(questions.map((q) => q.questionId));
  const possible = questions.reduce((sum, q) => sum + Math.max(0, ...q.optionPoints), 0);
  if (possible === 0) return 0;
  const earned = answers.filter((a) => asked.has(a.questionId)).reduce((sum, a) => sum + a.points, 0);
  return Math.max(0, Math.min(100, Math.round((100 * earned) / possible)));
}

/**
 * Risk profile from the score: Low at 80 and above, Medium from the card threshold (60) up to 79,
 * High below 60 or whenever a hard-stop answer was given.
 */
export function clientRiskProfile(score: number, anyHardStop: boolean): ClientRiskProfile {
  if (anyHardStop || score < creditScoreThreshold) return 'High';
  return score >= 80 ? 'Low' : 'Medium';
}
