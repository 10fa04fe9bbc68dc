import { Radio } from '@storefront/shared/ui';
import type { Question } from '@storefront/shared';
import type { Answer, Answers } from './answers-store';

export interface QuestionListProps {
  questions: Question[];
  answers: Answers;
  onAnswer(questionId: number, answer: Answer): void;
}

export function QuestionList({ questions, answers, onAnswer }: QuestionListProps) {
  return (
    <ol className="elig-questions">
      {questions.map((q) => {
        const labelId = `elig-question-${q.questionId}`;
        return (
          <li key={q.questionId} className="elig-question">
            <p id={labelId} className="elig-question__text">
              {q.question}
            </p>
            <Radio.Group
              aria-labelledby={labelId}
              value={answers[q.questionId]?.optionId}
              onChange={(e) => {
                const option = q.options.find((o) => o.optionId === e.target.value);
                if (!option) return;
                onAnswer(q.questionId, {
                  optionId: option.optionId,
                  hardStop: option.hardStop,
                  screeningId: answers[q.questionId]?.screeningId ?? null,
                });
              }}
              options={q.options.map((o) => ({ value: o.optionId, label: o.optionText }))}
            />
          </li>
        );
      })}
    </ol>
  );
}
