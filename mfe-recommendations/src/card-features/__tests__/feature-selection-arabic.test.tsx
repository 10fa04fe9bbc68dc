import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@storefront/shared';
import { getRecommendationsState } from '../../state/recommendations-store';
import { ok, type MockApi } from '@storefront/shared/testing';
import { applicationId, features } from '../../test-support/fixtures';
import { t } from '../../i18n';
import { countPath, featureStepApi, renderFeatures, renderFeatureStep } from './feature-step-fixture';

let api: MockApi;

beforeEach(() => {
  api = featureStepApi();
});

afterEach(() => activateLanguage('en', 'ae'));

/** Step 3's first sub-step for a UAE visitor who reads Arabic. */
const renderInArabic = () => renderFeatures('ar');

describe('step 3, sub-step 0, in Arabic', () => {
  it('shows the title, the note and the sub-features control in Arabic', async () => {
    const user = userEvent.setup();
    await renderInArabic();
    expect(screen.getByRole('heading', { name: 'ما ميزات البطاقة الخمس التي تهمّك؟' })).toBeInTheDocument();
    expect(screen.getByText('لا يمكن الجمع بين ميزتي الاسترداد النقدي ونقاط المكافآت في البطاقة نفسها.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'عرض الميزات الفرعية لـ Cashback' }));
    expect(await screen.findByRole('checkbox', { name: 'Groceries' })).toBeInTheDocument();
  });

  it('points the closed arrows the way Arabic reads (mirrored, to the left), and down once open', async () => {
    const user = userEvent.setup();
    await renderInArabic();
    const opener = screen.getByRole('button', { name: 'عرض الميزات الفرعية لـ Cashback' });
    const arrow = () => opener.querySelector('svg')!.closest<HTMLElement>('.anticon')!;
    expect(arrow().parentElement).toHaveStyle({ transform: 'scaleX(-1)' });
    expect(opener.querySelector('svg')).toHaveStyle({ transform: 'rotate(-90deg)' });
    await user.click(opener);
    expect(await screen.findByRole('checkbox', { name: 'Groceries' })).toBeInTheDocument();
    expect(opener.querySelector('svg')).not.toHaveStyle({ transform: 'rotate(-90deg)' });
  });

  it.each([
    [1, 'عثرنا على بطاقة واحدة'],
    [2, 'عثرنا على بطاقتين'],
    [3, 'عثرنا على 3 بطاقات'],
    [11, 'عثرنا على 11 بطاقة'],
  ])('says how many cards have every pick in the Arabic plural form for %i', async (count, text) => {
    api.on('POST', countPath, ok(count));
    const user = userEvent.setup();
    await renderInArabic();
    await user.click(screen.getByRole('checkbox', { name: 'Cashback' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('at 0 says the closest matches will be shown; the count itself reads in the zero form', async () => {
    api.on('POST', countPath, ok(0));
    const user = userEvent.setup();
    await renderInArabic();
    await user.click(screen.getByRole('checkbox', { name: 'Cashback' }));
    expect(await screen.findByText('لا توجد بطاقة تجمع كل هذه الميزات — سنعرض لك أقرب البطاقات مطابقةً')).toBeInTheDocument();
    expect(t('features.cardsFound', { count: 0 })).toBe('لم نعثر على أي بطاقة');
  });

  it('refuses a sixth feature with the Arabic notice', async () => {
    api.on('POST', countPath, ok(4));
    const user = userEvent.setup();
    const { notices } = await renderInArabic();
    for (const name of ['Cashback', 'Reward Points', 'Airport Lounge', 'Travel Insurance', 'Dining Offers', 'Movie Tickets']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    expect(notices).toEqual([{ kind: 'error', title: 'اختيار الميزات', message: 'يمكنك اختيار 5 ميزات كحدٍّ أقصى.' }]);
  });

  it('asks for the features again in the language the visitor switches to, the picks kept', async () => {
    const arabicNames: Record<number, string> = { 1: 'استرداد نقدي', 2: 'نقاط المكافآت' };
    const arabicFeatures = features.map((f) => ({ ...f, featureName: arabicNames[f.featureId] ?? f.featureName }));
    api.on('GET', '/api/productFeatures/public', (call) => ok(call.headers['Accept-Language'] === 'ar' ? arabicFeatures : features));
    api.on('POST', countPath, ok(3));
    const user = userEvent.setup();
    renderFeatureStep();
    await user.click(await screen.findByRole('checkbox', { name: 'Cashback' }));

    await act(() => activateLanguage('ar', 'ae'));
    expect(await screen.findByRole('checkbox', { name: 'استرداد نقدي' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'نقاط المكافآت' })).not.toBeChecked();
    expect(getRecommendationsState(applicationId).picks.map((p) => p.featureId)).toEqual([1]);
    expect(api.callsTo('GET /api/productFeatures/public').map((call) => call.headers['Accept-Language'])).toEqual(['en', 'ar']);
  });
});
