/**
 * /api/key-facts/public/{productId}: a product's Key Facts, costs first, from the catalog's
 * figures; a loan's for an amount and tenure within its ranges.
 */
import path from 'node:path';
import { readCatalog } from '../../../src/catalog/load';
import type { CountryFile } from '../../../src/catalog/types';
import { apiRoot } from '../../../src/paths';
import { describeOnEngines, expectProblem, type Json } from '../../support/route-kit';

describeOnEngines('key facts', (api) => {
  let ae: CountryFile;
  let pk: CountryFile;
  beforeAll(async () => {
    const catalog = await readCatalog(path.join(apiRoot, 'seed'));
    ae = catalog.countries.find((c) => c.country === 'ae')!;
    pk = catalog.countries.find((c) => c.country === 'pk')!;
  });
  const facts = (body: Json) => Object.fromEntries(body.facts.map((f: Json) => [f.id, [f.label, f.value]]));

  it("states a card's fees and rates from the catalog, costs first", async () => {
    for (const card of [ae.cards.find((c) => c.islamic)!, ae.cards.find((c) => !c.islamic && c.costs.annualFee > 0)!]) {
      const res = await api.call({ method: 'GET', url: `/api/key-facts/public/${card.id}` });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ productId: card.id, productType: 'Card', productName: card.name.en, islamic: card.islamic, currency: 'AED' });
      expect(res.body.facts[0].id).toBe('annualFee');
      const byId = facts(res.body);
      expect(byId.annualFee[1]).toBe(`AED ${card.costs.annualFee.toLocaleString('en-US')}`);
      expect(byId.purchaseRate).toEqual([card.islamic ? 'Profit rate (yearly)' : 'Purchase APR (yearly)', `${card.costs.purchaseRate}%`]);
      expect(byId.minMonthlySalary[1]).toBe(`AED ${card.costs.minMonthlySalary.toLocaleString('en-US')}`);
      expect(byId.financeType[1]).toBe(card.islamic ? 'Islamic (Sharia-compliant)' : 'Conventional');
    }
  });

  it("names the product and states its welcome offer in the visitor's language, each line with its id", async () => {
    const card = ae.cards.find((c) => c.costs.welcomeOffer)!;
    const res = await api.call({ method: 'GET', url: `/api/key-facts/public/${card.id}`, country: 'AE', headers: { 'accept-language': 'ar' } });
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    expect(res.body.productName).toBe(card.name.ar);
    expect(facts(res.body).welcomeOffer[1]).toBe(card.costs.welcomeOffer!.ar);
  });

  it('words every line of a card in Arabic, its figures in Western digits and the currency as the UAE writes it in Arabic', async () => {
    const inArabic = (id: number) => api.call({ method: 'GET', url: `/api/key-facts/public/${id}`, country: 'AE', headers: { 'accept-language': 'ar-AE,ar;q=0.9' } });
    const waived = ae.cards.find((c) => c.costs.firstYearFeeWaived && c.costs.annualFee > 0)!;
    const waivedFacts = facts((await inArabic(waived.id)).body);
    expect(waivedFacts.firstYearFee).toEqual(['الرسوم السنوية للسنة الأولى', expect.stringMatching(/^\u200f?0\s?د\.إ\.\u200f? \(مُعفاة\)$/)]);
    expect(waivedFacts.purchaseRate).toEqual(['معدل الفائدة السنوي على المشتريات', `${waived.costs.purchaseRate}%`]);
    expect(waivedFacts.financeType).toEqual(['النوع', 'تقليدي']);

    const card = ae.cards.find((c) => c.islamic && c.costs.annualFee > 0)!;
    const res = await inArabic(card.id);
    expect(res.status).toBe(200);
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    const byId = facts(res.body);
    expect(byId.annualFee[0]).toBe('الرسوم السنوية');
    expect(byId.annualFee[1]).toMatch(new RegExp(`^\\u200f?${card.costs.annualFee.toLocaleString('en-US')}\\s?د\\.إ\\.`));
    expect(byId.purchaseRate).toEqual(['معدل الربح (سنويًا)', `${card.costs.purchaseRate}%`]);
    expect(byId.foreignTransactionFee[1]).toBe(`${card.costs.foreignTransactionFeePercent}% من المبلغ`);
    expect(byId.financeType).toEqual(['النوع', 'إسلامي (متوافق مع أحكام الشريعة)']);
    // No English word and no Arabic-Indic digit on any line.
    for (const { label, value } of [...res.body.facts, ...Object.values(waivedFacts).map(([label, value]) => ({ label, value }))] as Json[]) {
      expect(`${label} ${value}`).not.toMatch(/[A-Za-z]/);
      expect(`${label} ${value}`).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    }
  });

  it('words a loan in Urdu in Pakistan: the rate by its type, the tenure in months, the figures in Western digits', async () => {
    const loan = pk.loans.find((l) => !l.islamic)!;
    const res = await api.call({ method: 'GET', url: `/api/key-facts/public/${loan.id}?tenure=${loan.minTenure}`, headers: { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.5' } });
    expect(res.status).toBe(200);
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    expect(res.body.productName).toBe(loan.name.ur);
    const byId = facts(res.body);
    expect(byId.monthlyInstalment[0]).toBe('ماہانہ قسط');
    expect(byId.amount).toEqual(['قرض کی رقم', expect.stringMatching(new RegExp(`^Rs\\s${loan.minAmount.toLocaleString('en-US')}$`))]);
    expect(byId.tenure).toEqual(['مدت', `${loan.minTenure} ماہ`]);
    expect(byId.rate[0]).toBe(loan.rateType === 'flat' ? 'شرحِ سود (فلیٹ، سالانہ)' : 'شرحِ سود (کم ہوتے ہوئے بیلنس پر، سالانہ)');
    expect(byId.financeType).toEqual(['نوعیت', 'روایتی']);
    expect(res.body.facts.map((f: Json) => f.id)).toEqual((await api.call({ method: 'GET', url: `/api/key-facts/public/${loan.id}?tenure=${loan.minTenure}` })).body.facts.map((f: Json) => f.id));
  });

  it('keeps every line in English when the visitor reads English or a language the country does not offer', async () => {
    const loan = ae.loans.find((l) => l.rateType === 'flat')!;
    for (const language of ['en-GB', 'ur-PK']) {
      const res = await api.call({ method: 'GET', url: `/api/key-facts/public/${loan.id}`, country: 'AE', headers: { 'accept-language': language } });
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      const byId = facts(res.body);
      expect(byId.rate[0]).toBe(`${loan.islamic ? 'Profit rate' : 'Interest rate'} (flat, yearly)`);
      expect(byId.tenure).toEqual(['Tenure', `${loan.maxTenure} months`]);
      expect(byId.amount).toEqual(['Amount borrowed', `AED ${loan.minAmount.toLocaleString('en-US')}`]);
      expect(byId.financeType).toEqual(['Type', loan.islamic ? 'Islamic (Sharia-compliant)' : 'Conventional']);
    }
  });

  it("states a loan's figures for its smallest amount over its longest tenure, or for the amount and tenure asked", async () => {
    const loan = pk.loans[0];
    const example = await api.call({ method: 'GET', url: `/api/key-facts/public/${loan.id}` });
    expect(example.status).toBe(200);
    expect(example.body).toMatchObject({ productType: 'Loan', currency: 'PKR' });
    expect(example.body.facts.slice(0, 4).map((f: Json) => f.id)).toEqual(['apr', 'monthlyInstalment', 'totalRepayable', 'totalCostOfCredit']);
    expect(facts(example.body).amount[1]).toBe(`PKR ${loan.minAmount.toLocaleString('en-US')}`);
    expect(facts(example.body).tenure[1]).toBe(`${loan.maxTenure} months`);

    const asked = await api.call({ method: 'GET', url: `/api/key-facts/public/${loan.id}?amount=${loan.minAmount * 2}&tenure=${loan.minTenure}` });
    expect(facts(asked.body).amount[1]).toBe(`PKR ${(loan.minAmount * 2).toLocaleString('en-US')}`);
    // A shorter tenure at twice the amount: a larger instalment.
    const instalment = (body: Json) => Number(facts(body).monthlyInstalment[1].replace(/[^0-9.]/g, ''));
    expect(instalment(asked.body)).toBeGreaterThan(instalment(example.body));
  });

  it('refuses an unknown product, a bad id and a loan example outside its ranges', async () => {
    const loan = ae.loans[0];
    expectProblem(await api.call({ method: 'GET', url: '/api/key-facts/public/999999' }), 404, /Product 999999/, 'product.not-found');
    expectProblem(await api.call({ method: 'GET', url: '/api/key-facts/public/abc' }), 400, /params\/productId/);
    expectProblem(await api.call({ method: 'GET', url: `/api/key-facts/public/${loan.id}?amount=-1` }), 400, /querystring\/amount/);
    expectProblem(await api.call({ method: 'GET', url: `/api/key-facts/public/${loan.id}?tenure=${loan.maxTenure + 12}` }), 422, /months/, 'loan.tenure-out-of-range');
    expectProblem(await api.call({ method: 'GET', url: `/api/key-facts/public/${loan.id}?amount=${loan.maxAmount + 1}` }), 422, /lends from AED/, 'loan.amount-out-of-range');
  });
});
