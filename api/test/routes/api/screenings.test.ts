/**
 * POST /api/screenings/public/bulk: the answers of an application's screening, stored once per
 * question (answering again replaces them), scored by GET /api/applications/public/credit-score.
 */
import { describeOnEngines, goodCardAnswers, nowhere, refusesBadInput } from '../../support/route-kit';

describeOnEngines('screenings', (api) => {
  it('stores the screening answers and scores a good profile 95', async () => {
    const { applicationId, token } = await api.newApplication('Card', 'AE');
    const res = await api.answer(applicationId, token, 'Card', 'AE', goodCardAnswers);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
    expect(res.body[0]).toEqual({ screeningId: expect.any(Number), questionId: expect.any(Number), applicationId, response: expect.any(Number) });
    const score = await api.call({ method: 'GET', url: `/api/applications/public/credit-score/${applicationId}`, country: 'AE', token });
    expect(score.status).toBe(200);
    expect(score.raw.body).toBe('95');
    // Answering again replaces, never duplicates.
    const before = (await api.rowCounts()).screening_answers;
    await api.answer(applicationId, token, 'Card', 'AE', goodCardAnswers);
    expect((await api.rowCounts()).screening_answers).toBe(before);
  });

  refusesBadInput(api, [
    ['screenings: empty', () => ({ method: 'POST', url: '/api/screenings/public/bulk', payload: [] }), 400, /body/],
    ['screenings: not an array', () => ({ method: 'POST', url: '/api/screenings/public/bulk', payload: { questionId: 1 } }), 400, /body/],
    ['screenings: one bad option among good ones', ({ applicationId }) => ({ method: 'POST', url: '/api/screenings/public/bulk', payload: [{ questionId: 1501, applicationId, response: 1601, screeningId: null }, { questionId: 1502, applicationId, response: 1601, screeningId: null }] }), 422, /body\/1\/response/],
    ['screenings: question of another country', ({ applicationId }) => ({ method: 'POST', url: '/api/screenings/public/bulk', payload: [{ questionId: 3501, applicationId, response: 3601, screeningId: null }] }), 422, /body\/0\/questionId/],
    ['screenings: unknown application', () => ({ method: 'POST', url: '/api/screenings/public/bulk', payload: [{ questionId: 1501, applicationId: nowhere, response: 1601, screeningId: null }] }), 404, new RegExp(nowhere)],
  ]);
});
