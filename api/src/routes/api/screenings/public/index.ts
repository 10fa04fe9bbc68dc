import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { problemResponses, ScreeningAnswers, ScreeningRecord } from '@storefront/shared/contract';
import { upsertAnswers } from '../../../../db/repositories/screenings.js';
import { unprocessable } from '../../../../domain/problem.js';
import { ProblemError } from '../../../../plugins/app/problem-error.js';
import { requireApplication, requireCreated } from '../../../../services/applications.js';
import { writeLimit } from '../../../../plugins/app/rate-limit.js';
import { AccessTokenHeaders } from '../../../../plugins/app/access-token.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/bulk', {
    config: writeLimit(app),
    schema: {
      tags: ['screening'],
      summary: 'Store screening answers (all or none); answering a question again replaces the answer',
      headers: AccessTokenHeaders,
      body: ScreeningAnswers,
      response: { 200: Type.Array(ScreeningRecord), ...problemResponses },
    },
  }, async (request) => {
    const answers = request.body;
    const seen = new Set<string>();
    for (const [i, a] of answers.entries()) {
      const key = `${a.applicationId}:${a.questionId}`;
      if (seen.has(key)) throw new ProblemError(400, 'request.invalid', 'Invalid request', `body/${i}/questionId ${a.questionId} is answered twice.`, 'validation-error');
      seen.add(key);
    }
    const internalIds = new Map<string, number>();
    for (const applicationId of new Set(answers.map((a) => a.applicationId))) {
      const row = await requireApplication(app.db, applicationId, request.accessTokenHash);
      internalIds.set(applicationId, row.application.id);
      requireCreated(row);
      const questions = (await app.catalog.country(row.application.country)).questions[row.application.applicationType];
      for (const [i, a] of answers.entries()) {
        if (a.applicationId !== applicationId) continue;
        const question = questions.find((q) => q.questionId === a.questionId);
        if (!question) throw unprocessable('screening.question-unknown', 'Unknown question', `body/${i}/questionId ${a.questionId} is not asked for application ${applicationId}.`);
        if (!question.options.some((o) => o.optionId === a.response)) {
          throw unprocessable('screening.option-unknown', 'Unknown option', `body/${i}/response ${a.response} is not an option of question ${a.questionId}.`);
        }
      }
    }
    // One statement: all the answers are stored, or none.
    const rows = await upsertAnswers(app.db, answers.map((a) => ({ applicationId: internalIds.get(a.applicationId)!, questionId: a.questionId, optionId: a.response })));
    const byKey = new Map(rows.map((r) => [`${r.applicationId}:${r.questionId}`, r]));
    return answers.map((a) => {
      const r = byKey.get(`${internalIds.get(a.applicationId)}:${a.questionId}`)!;
      return { screeningId: r.id, questionId: r.questionId, applicationId: a.applicationId, response: r.optionId };
    });
  });
};
export default routes;
