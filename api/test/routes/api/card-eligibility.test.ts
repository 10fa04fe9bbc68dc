/**
 * The card results of GET /api/recommendations/public/{applicationId}/filter for the visitor the
 * screening answers describe: each card's criteria met, missed or unknown, the approval odds, the
 * estimated yearly value for the visitor's spending, the cards they may not qualify for after the
 * fits, and the orders a visitor may choose.
 */
import { sql } from 'drizzle-orm';
import { describeOnEngines, type Json, type RouteApi } from '../../support/route-kit';

const preferencesOf = async (api: RouteApi, country: string, names: string[]) => {
  const { byName } = await api.features(country);
  return names.map((n) => byName(n)).join(',');
};
const travel = ['Points on travel bookings', 'International lounges', 'Convert points to air miles'];
const criterion = (card: Json, id: string) => card.eligibility.criteria.find((c: Json) => c.criterion === id);

async function visitor(api: RouteApi, country: string, answers: (string | RegExp)[]) {
  const { applicationId, token } = await api.newApplication('Card', country);
  expect((await api.answer(applicationId, token, 'Card', country, answers)).status).toBe(200);
  const preferences = await preferencesOf(api, country, travel);
  const filter = (query = '') => api.call({
    method: 'GET', url: `/api/recommendations/public/${applicationId}/filter?page=0&size=50&includeUnmatched=true&preferences=${preferences}${query}`, country, token,
  });
  return { applicationId, token, filter };
}

describeOnEngines('card eligibility, odds and value', (api) => {
  it('never presents a card needing AED 15,000 as a fit to a UAE visitor earning AED 5,000 to 10,000: it follows the fits, Unlikely, its salary missed', async () => {
    const { filter } = await visitor(api, 'AE', ['Salaried', 'AED 5,000 to 10,000', 'More than 3 years', 'No', '26 to 60', 'Yes']);
    const reply = await filter();
    expect(reply.status).toBe(200);
    const cards: Json[] = reply.body.content;
    const needing15k = cards.filter((c) => c.costs.minMonthlySalary === 15000);
    expect(needing15k.length).toBeGreaterThan(0);
    for (const card of needing15k) {
      expect(card.eligibility).toMatchObject({ qualifies: false, odds: 'Unlikely' });
      expect(criterion(card, 'minMonthlySalary')).toEqual({ criterion: 'minMonthlySalary', status: 'missed', minimum: 15000 });
    }
    const firstMiss = cards.findIndex((c) => !c.eligibility.qualifies);
    expect(cards.slice(0, firstMiss).every((c) => c.eligibility.qualifies)).toBe(true);
    expect(cards.slice(firstMiss).every((c) => !c.eligibility.qualifies)).toBe(true);
    // Best match first within each group.
    for (const group of [cards.slice(0, firstMiss), cards.slice(firstMiss)]) {
      const scores = group.map((c) => c.score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    }
    // A fit whose every criterion is met: Likely.
    const platinum = cards.find((c) => c.productName === 'Falcon Cashback Platinum');
    expect(platinum.eligibility).toMatchObject({ qualifies: true, odds: 'Likely' });
    expect(platinum.eligibility.criteria.map((c: Json) => [c.criterion, c.status])).toEqual([
      ['minMonthlySalary', 'met'], ['employment', 'met'], ['minAge', 'met'], ['residency', 'met'],
    ]);
  });

  it.each([
    ['AE', 'AED', /^Below/, 5000],
    ['SA', 'SAR', /^SAR 5,000 to 10,000/, 12000],
    ['PK', 'PKR', /^Below/, 50000],
  ])('in %s, values every card in %s for the market’s default spending and weighs the criteria of a self-employed visitor', async (country, currency, band, missedFloor) => {
    const { filter } = await visitor(api, country, ['Self-employed', band, 'Less than 1 year', 'No', '21 to 25', 'Yes']);
    const reply = await filter();
    expect(reply.status).toBe(200);
    const cards: Json[] = reply.body.content;
    expect(cards.length).toBe(13);
    for (const card of cards) {
      expect(card.currency).toBe(currency);
      expect(card.yearlyValue).toEqual(expect.objectContaining({ defaultSpending: true, annualFee: card.costs.annualFee }));
      expect(card.yearlyValue.amount).toBe(card.yearlyValue.rewards - card.yearlyValue.annualFee);
      expect(['Likely', 'Possible', 'Unlikely']).toContain(card.eligibility.odds);
      if (card.costs.minMonthlySalary >= missedFloor) expect(criterion(card, 'minMonthlySalary').status).toBe('missed');
      // Salary transfer asks for a salary: a self-employed visitor misses it.
      const transfer = criterion(card, 'salaryTransfer');
      if (transfer) expect(transfer.status).toBe('missed');
      if (!card.eligibility.qualifies) expect(card.eligibility.odds).toBe('Unlikely');
    }
    expect(cards.some((c) => criterion(c, 'salaryTransfer'))).toBe(true);
  });

  it('values the cards for the spending the visitor gives, the default for the categories left out, and sorts by yearly value, annual fee or APR within each group', async () => {
    const { filter } = await visitor(api, 'AE', ['Salaried', 'AED 10,000 to 20,000', 'More than 3 years', 'No', '26 to 60', 'Yes']);
    const byDefault: Json[] = (await filter()).body.content;
    const given = await filter('&spending=dining:3000,travel:5000');
    expect(given.status).toBe(200);
    for (const card of given.body.content as Json[]) {
      const before = byDefault.find((c) => c.productId === card.productId);
      expect(card.yearlyValue).toEqual(expect.objectContaining({ defaultSpending: false }));
      expect(card.yearlyValue.spending).toEqual({ ...before.yearlyValue.spending, dining: 3000, travel: 5000 });
      // More spent in two categories, the others as before: never worth less.
      expect(card.yearlyValue.amount).toBeGreaterThanOrEqual(before.yearlyValue.amount);
    }
    const groups = (cards: Json[]) => [cards.filter((c) => c.eligibility.qualifies), cards.filter((c) => !c.eligibility.qualifies)];
    for (const [sort, key, direction] of [['value', (c: Json) => c.yearlyValue.amount, -1], ['fee', (c: Json) => c.costs.annualFee, 1], ['apr', (c: Json) => c.costs.purchaseRate, 1]] as const) {
      const cards: Json[] = (await filter(`&sort=${sort}`)).body.content;
      expect(cards.length).toBe(13);
      for (const group of groups(cards)) {
        const keys = group.map(key);
        expect([...keys].sort((a, b) => direction * (a - b))).toEqual(keys);
      }
    }
  });

  it('reads the odds from the outcomes of 30 similar applications for the card, and names them', async () => {
    const answers = ['Salaried', 'Above AED 40,000', 'More than 3 years', 'No', '26 to 60', 'Yes'];
    const { filter } = await visitor(api, 'AE', answers);
    const before: Json[] = (await filter()).body.content;
    const starter = before.find((c) => c.productName === 'Oasis Starter Card');
    expect(starter.eligibility.odds).toBe('Likely');
    expect(starter.eligibility.basedOnApplications).toBeUndefined();
    // 30 earlier visitors in the same income band applied for it; the bank declined 25.
    const earlier: string[] = [];
    for (let i = 0; i < 30; i++) {
      const { applicationId, token } = await api.newApplication('Card', 'AE');
      expect((await api.answer(applicationId, token, 'Card', 'AE', answers)).status).toBe(200);
      earlier.push(applicationId);
    }
    const db = api.app.db;
    await db.execute(sql`update applications set product_id = ${starter.productId}, submitted_at = now(),
      status = (case when row_number <= 5 then 'Approved' else 'Declined' end)::application_status
      from (select id as numbered_id, row_number() over (order by id) as row_number from applications where public_id = any(${sql.param(earlier)}::uuid[])) n
      where id = n.numbered_id`);
    const after: Json[] = (await filter()).body.content;
    expect(after.find((c) => c.productId === starter.productId).eligibility).toMatchObject({ odds: 'Unlikely', basedOnApplications: 30, qualifies: true });
    // Visitors in another band are not similar: their odds do not move.
    const other = await visitor(api, 'AE', ['Salaried', 'AED 20,000 to 40,000', 'More than 3 years', 'No', '26 to 60', 'Yes']);
    const theirs: Json[] = (await other.filter()).body.content;
    expect(theirs.find((c) => c.productId === starter.productId).eligibility).toEqual(expect.objectContaining({ odds: 'Likely' }));
  });

  it.each([
    ['an unknown order', '&sort=cheapest', 'sort'],
    ['an unknown spending category', '&spending=shoes:100', 'spending'],
    ['a negative amount', '&spending=dining:-5', 'spending'],
    ['a category named twice', '&spending=dining:5,dining:6', 'spending'],
  ])('refuses %s with a 400 naming the field', async (_what, query, field) => {
    const { filter } = await visitor(api, 'AE', ['Salaried', 'AED 5,000 to 10,000', 'More than 3 years', 'No', '26 to 60', 'Yes']);
    const reply = await filter(query);
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain(field);
    expect(JSON.stringify(reply.body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describeOnEngines('loan eligibility and odds', (api) => {
  it.each([
    ['AE', ['Salaried', /10,000 to 20,000/, /^Up to/, '36 months', 'No', 'Yes'], 50],
    ['SA', ['Salaried', /10,000 to 20,000/, /^Up to/, '36 months', 'No', 'Yes'], 33.33],
    ['PK', ['Salaried', /100,000 to 200,000/, /^Up to/, '36 months', 'No', 'Yes'], 40],
  ] as const)('in %s, each loan offer says which criteria the visitor meets, the debt burden against the market’s cap, and the odds', async (country, answers, cap) => {
    const { applicationId, token } = await api.newApplication('Loan', country);
    expect((await api.answer(applicationId, token, 'Loan', country, [...answers])).status).toBe(200);
    const offers = await api.call({ method: 'GET', url: `/api/recommendations/public/loan/${applicationId}`, country, token });
    expect(offers.status).toBe(200);
    expect(offers.body.length).toBeGreaterThan(0);
    for (const offer of offers.body as Json[]) {
      expect(['Likely', 'Possible', 'Unlikely']).toContain(offer.eligibility.odds);
      // Paying up to 2,000 (20,000 in Pakistan) a month on an income of at least 10,000 (100,000): within every cap.
      expect(offer.eligibility.criteria.find((c: Json) => c.criterion === 'maxDebtBurden')).toEqual({ criterion: 'maxDebtBurden', status: 'met', minimum: cap });
      expect(offer.eligibility.criteria.find((c: Json) => c.criterion === 'employment').status).toBe('met');
    }
  });

  it('names the salary transfer a self-employed visitor cannot make: Unlikely', async () => {
    const { applicationId, token } = await api.newApplication('Loan', 'AE');
    expect((await api.answer(applicationId, token, 'Loan', 'AE', ['Self-employed', /20,000 to 40,000/, 'None', '36 months', 'No', 'Yes'])).status).toBe(200);
    const offers: Json[] = (await api.call({ method: 'GET', url: `/api/recommendations/public/loan/${applicationId}`, country: 'AE', token })).body;
    const transfer = offers.filter((o) => o.eligibility.criteria.some((c: Json) => c.criterion === 'salaryTransfer'));
    expect(transfer.length).toBeGreaterThan(0);
    for (const offer of transfer) expect(offer.eligibility).toMatchObject({ qualifies: false, odds: 'Unlikely' });
  });
});
