import { act, screen, within } from '@testing-library/react';
import { activateLanguage } from '@storefront/shared';
import LoanOffersStep from '../../exposed/loan-offers-step';
import { mockApi, ok, renderStep } from '@storefront/shared/testing';
import { applicationId, loanOffer, seed } from '../../test-support/fixtures';
import { answerMarkets } from '../../test-support/markets';

const loansPath = `/api/recommendations/public/loan/${applicationId}`;
/** What a dd holds, Intl's no-break spaces read as spaces. */
const figuresOf = (tile: HTMLElement) =>
  [...tile.querySelectorAll('.rec-loan-figures dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent!.replace(/\u00a0/g, ' ')}`);

afterEach(() => activateLanguage('en', 'ae'));

it('shows the loan offers in Arabic for the UAE, the tenure in its Arabic plural form', async () => {
  answerMarkets(mockApi()).on('GET', loansPath, ok([loanOffer(30, { productName: 'Quick Cash', loanTenure: 36, interest: 11.25 })]));
  renderStep(<LoanOffersStep />, { seed: { ...seed, product: 'Loan' }, position: { step: 4, subStep: 0 } });
  await act(() => activateLanguage('ar', 'ae'));
  const tile = (await screen.findByRole('button', { name: 'Quick Cash' })).closest('li')!;
  expect(screen.getByRole('heading', { name: 'اختر وقدّم طلبك' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'إليك أفضل عروض القروض المتاحة لك' })).toBeInTheDocument();
  // The dirham's sign after the amount, each wrapped in right-to-left marks (U+200F); the percent
  // sign after the rate, wrapped in left-to-right marks (U+200E).
  expect(figuresOf(tile)).toEqual([
    'المدة: 36 شهرًا',
    'مبلغ القرض: AED 45,000',
    'رسوم المعالجة: \u200f1,250 د.إ.\u200f',
    'سعر الفائدة: 11.25%',
  ]);
  expect(within(tile).getByRole('option', { name: '12 شهرًا' })).toBeInTheDocument();
  expect(within(tile).getByText('رصيد متناقص: يُحتسب فقط على المبلغ المتبقي عليك')).toBeInTheDocument();
  expect(within(tile).getByRole('button', { name: 'تقديم طلب للحصول على Quick Cash' })).toBeInTheDocument();
});

it('shows the loan offers in Urdu for Pakistan', async () => {
  answerMarkets(mockApi()).on(
    'GET',
    loansPath,
    ok([loanOffer(30, { productName: 'Quick Cash', loanTenure: 36, currency: 'PKR', loanAmountTxt: 'PKR 450,000' })]),
  );
  renderStep(<LoanOffersStep />, { seed: { ...seed, product: 'Loan', countryCode: 'pk' }, position: { step: 4, subStep: 0 } });
  await act(() => activateLanguage('ur', 'pk'));
  const tile = (await screen.findByRole('button', { name: 'Quick Cash' })).closest('li')!;
  expect(screen.getByRole('heading', { name: 'منتخب کریں اور درخواست دیں' })).toBeInTheDocument();
  expect(screen.getByText('آپ کی پروفائل کی بنیاد پر، آپ درج ذیل رقوم کے قرض کے اہل ہیں۔')).toBeInTheDocument();
  expect(figuresOf(tile)[0]).toBe('مدت: 36 مہینے');
  expect(within(tile).getByRole('link', { name: 'Quick Cash کے اہم حقائق' })).toHaveTextContent('اہم حقائق');
  expect(screen.getByRole('button', { name: 'ہوم پیج پر واپس جائیں' })).toBeInTheDocument();
});
