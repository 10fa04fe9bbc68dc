import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@storefront/shared';
import CardRecommendationsStep from '../../exposed/card-recommendations-step';
import { resetRecommendationsStore, updateRecommendations } from '../../state/recommendations-store';
import { mockApi, ok, renderStep, type MockApi } from '@storefront/shared/testing';
import { applicationId, card, cardCosts, page, seed } from '../../test-support/fixtures';
import { answerMarkets } from '../../test-support/markets';

const picks = [1, 2, 4].map((featureId) => ({ featureId, featureName: `F${featureId}`, imageUrl: 'x.png', parentId: null }));
/**
 * Amounts as the page shows them. In Arabic the dirham's sign follows the amount and both are
 * wrapped in right-to-left marks (U+200F), with a no-break space between; in Urdu the rupee's sign
 * 'Rs' comes first. Inside a right-to-left sentence a figure is isolated left to right
 * (U+2066 … U+2069). getByText reads the no-break space as a space.
 */
const aed200 = '\u2066\u200f200 د.إ.\u200f\u2069';
const aed350 = '\u2066\u200f350 د.إ.\u200f\u2069';
const aed300 = '\u2066\u200f300\u00a0د.إ.\u200f\u2069';
const aed5000 = '\u200f5,000\u00a0د.إ.\u200f';

function seedCards(currency: string) {
  const costs = cardCosts({ annualFee: 300, firstYearFee: 0, purchaseRate: 39.99, minMonthlySalary: 5000 });
  updateRecommendations(applicationId, () => ({
    picks,
    ranking: [4, 1, 2],
    cards: [
      card(10, { score: 64, productName: 'Titanium', incentive: 350, instantIssuance: true, currency, costs }),
      card(11, { score: 91, productName: 'Platinum', currency, costs }),
    ],
    lastPage: 0,
  }));
}

let api: MockApi;

beforeEach(() => {
  resetRecommendationsStore();
  api = answerMarkets(mockApi());
});

afterEach(() => activateLanguage('en', 'ae'));

const tileOf = (name: string) => screen.getByRole('button', { name }).closest('li')!;

describe('step 4 in Arabic (UAE)', () => {
  async function renderInArabic() {
    seedCards('AED');
    renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    await act(() => activateLanguage('ar', 'ae'));
  }

  it('shows the titles, the bonus, and each tile’s chips, match, costs and actions in Arabic, figures left to right', async () => {
    await renderInArabic();
    expect(screen.getByRole('heading', { name: 'اختر البطاقة وقدّم طلبك' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'اختر بطاقتك واستمتع بمزاياها' })).toBeInTheDocument();
    expect(
      await screen.findByText(`احصل على مكافأة مجانية بقيمة ${aed200} عند الموافقة على أي بطاقة أو قرض نقدي فوري.`),
    ).toBeInTheDocument();

    const titanium = tileOf('Titanium');
    expect(within(titanium).getByText(`العرض الترحيبي من البنك: استرداد نقدي ${aed350}`)).toBeInTheDocument();
    expect(within(titanium).getByText('إصدار فوري')).toBeInTheDocument();
    expect(within(titanium).getByText('نسبة التطابق 64%')).toBeInTheDocument();
    const costs = [...titanium.querySelectorAll('.rec-costs dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);
    expect(costs).toEqual([
      ['الرسوم السنوية', `${aed300} (السنة الأولى مجانًا)`],
      ['معدل النسبة السنوية', '39.99%'],
      ['الحد الأدنى للراتب', aed5000],
    ]);
    expect(within(titanium).getByRole('link', { name: 'الحقائق الرئيسية لـ Titanium' })).toHaveTextContent('الحقائق الرئيسية');
    expect(within(titanium).getByRole('button', { name: 'تقديم طلب للحصول على Titanium' })).toHaveTextContent('قدّم طلبك');
    expect(screen.getByRole('button', { name: 'عرض المزيد من البطاقات' })).toBeInTheDocument();
  });

  it('compares side by side in Arabic, the table right to left and its figures left to right', async () => {
    const user = userEvent.setup();
    await renderInArabic();
    for (const name of ['Titanium', 'Platinum']) await user.click(screen.getByRole('checkbox', { name: `مقارنة ${name}` }));
    expect(screen.getByText('تم اختيار 2 من 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'مقارنة (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'مقارنة جنبًا إلى جنب' });
    expect(dialog.closest('.ant-modal-wrap')).toHaveClass('ant-modal-wrap-rtl');
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['المنتج', 'Titanium', 'Platinum']);
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!;
    expect([...row('نسبة التطابق').querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'نسبة التطابق 64%',
      'نسبة التطابق 91%',
    ]);
    const salary = row('الحد الأدنى للراتب').querySelector('td bdi')!;
    expect(salary).toHaveAttribute('dir', 'ltr');
    expect(salary).toHaveTextContent('\u200f5,000 د.إ.\u200f');
    expect([...row('النوع').querySelectorAll('td')].map((td) => td.textContent)).toEqual(['تقليدي', 'تقليدي']);
  });
});

describe('step 4 in Urdu (Pakistan)', () => {
  it('shows the titles, the bonus in rupees and the tiles in Urdu', async () => {
    seedCards('PKR');
    renderStep(<CardRecommendationsStep />, { seed: { ...seed, countryCode: 'pk' }, position: { step: 4, subStep: 0 } });
    await act(() => activateLanguage('ur', 'pk'));
    expect(screen.getByRole('heading', { name: 'کارڈ منتخب کریں اور درخواست دیں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'اپنا کارڈ منتخب کریں اور اس کے فوائد سے لطف اٹھائیں' })).toBeInTheDocument();
    expect(
      await screen.findByText('کسی بھی منظور شدہ کارڈ یا فوری نقد قرض پر \u2066Rs 5,000\u2069 کا مفت بونس حاصل کریں۔'),
    ).toBeInTheDocument();
    const titanium = tileOf('Titanium');
    expect(within(titanium).getByText('بینک کی خوش آمدیدی پیشکش: \u2066Rs 350\u2069 کیش بیک')).toBeInTheDocument();
    expect(within(titanium).getByText('64% مطابقت')).toBeInTheDocument();
    expect(within(titanium).getByRole('button', { name: 'Titanium کے لیے درخواست دیں' })).toHaveTextContent('درخواست دیں');
    expect(screen.getByRole('link', { name: 'ہم درجہ بندی کیسے کرتے ہیں' })).toBeInTheDocument();
  });
});

describe('a switch of language on step 4', () => {
  it('asks the API again for the cards, which it writes in the new language', async () => {
    seedCards('AED');
    updateRecommendations(applicationId, () => ({ cardsLanguage: 'en' }));
    const filterPath = `/api/recommendations/public/${applicationId}/filter`;
    api.on('GET', filterPath, ok(page([card(10, { score: 64, productName: 'تيتانيوم' })])));
    renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    expect(screen.getByRole('button', { name: 'Titanium' })).toBeInTheDocument();
    expect(api.callsTo('GET', filterPath)).toHaveLength(0);

    await act(() => activateLanguage('ar', 'ae'));
    expect(await screen.findByRole('button', { name: 'تيتانيوم' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Titanium' })).not.toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET', filterPath)[0].query)).toEqual({ page: '0', size: '10', preferences: '4,1,2' });
  });

  it('a switch while the cards load asks for them in the new language, and shows only those', async () => {
    updateRecommendations(applicationId, () => ({ picks, ranking: [4, 1, 2] }));
    const filterPath = `/api/recommendations/public/${applicationId}/filter`;
    api.on('GET', filterPath, (call) =>
      call.headers['Accept-Language'] === 'ar' ? ok(page([card(10, { score: 64, productName: 'تيتانيوم' })])) : 'pending',
    );
    renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    await act(() => activateLanguage('ar', 'ae'));
    expect(await screen.findByRole('button', { name: 'تيتانيوم' })).toBeInTheDocument();
    expect(api.callsTo('GET', filterPath).map((call) => call.headers['Accept-Language'])).toEqual(['en', 'ar']);
  });
});
