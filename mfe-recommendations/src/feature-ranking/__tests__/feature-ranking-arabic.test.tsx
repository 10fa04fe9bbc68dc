import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@storefront/shared';
import { getRecommendationsState } from '../../state/recommendations-store';
import { mockApi, ok } from '@storefront/shared/testing';
import { applicationId, features } from '../../test-support/fixtures';
import { pick, renderRanking, rowOrder, startRanking } from './ranking-fixture';

beforeEach(() => {
  startRanking([pick(1, 'Cashback'), pick(12, 'Fuel', 1), pick(2, 'Reward Points'), pick(4, 'Travel Insurance')]);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await activateLanguage('en', 'ae');
});

/** The ranking as the shell shows it to an Arabic reader: the page right to left. */
async function renderRankingInArabic() {
  const view = renderRanking();
  await act(() => activateLanguage('ar', 'ae'));
  document.documentElement.setAttribute('dir', 'rtl');
  document.documentElement.setAttribute('lang', 'ar');
  return view;
}

describe('step 3, sub-step 1, right to left in Arabic', () => {
  it('shows the title, the hints and the numbered sub-feature chips in Arabic', async () => {
    await renderRankingInArabic();
    expect(screen.getByRole('heading', { name: 'رتّب اختياراتك حسب الأولوية' })).toBeInTheDocument();
    expect(
      screen.getByText('اسحب البطاقات وأفلتها عموديًا لتحديد أولويتها. أو استخدم زرَّي «نقل إلى الأعلى» و«نقل إلى الأسفل».'),
    ).toBeInTheDocument();
    const row = screen.getByText('Cashback').closest('li')!;
    expect([...row.querySelectorAll('.ant-tag')].map((tag) => tag.textContent)).toEqual(['1. Fuel']);
  });

  it('reorders with the Move up and Move down buttons, renumbers the rows and announces the move in Arabic', async () => {
    const user = userEvent.setup();
    await renderRankingInArabic();
    await user.click(screen.getByRole('button', { name: 'نقل Travel Insurance إلى الأعلى' }));
    expect(rowOrder()).toEqual(['1 Cashback', '2 Travel Insurance', '3 Reward Points']);
    expect(screen.getByRole('status')).toHaveTextContent('تم نقل Travel Insurance إلى المرتبة 2 من 3.');

    screen.getByRole('button', { name: 'نقل Cashback إلى الأسفل' }).focus();
    await user.keyboard('{Enter}');
    expect(rowOrder()).toEqual(['1 Travel Insurance', '2 Cashback', '3 Reward Points']);
    expect(getRecommendationsState(applicationId).ranking).toEqual([4, 1, 2]);
    expect(screen.getByRole('button', { name: 'نقل Travel Insurance إلى الأعلى' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'نقل Reward Points إلى الأسفل' })).toBeDisabled();
  });

  it('names the picks as the feature list of the language in use names them', async () => {
    const arabicNames: Record<number, string> = { 1: 'استرداد نقدي', 12: 'الوقود', 2: 'نقاط المكافآت', 4: 'تأمين السفر' };
    const rename = <T extends { featureId: number; featureName: string }>(f: T): T => ({ ...f, featureName: arabicNames[f.featureId] ?? f.featureName });
    mockApi().on('GET', '/api/productFeatures/public', ok(features.map((f) => ({ ...rename(f), subFeatures: f.subFeatures.map(rename) }))));
    await renderRankingInArabic();
    expect(await screen.findByText('استرداد نقدي')).toBeInTheDocument();
    expect(rowOrder()).toEqual(['1 استرداد نقدي', '2 نقاط المكافآت', '3 تأمين السفر']);
    const row = screen.getByText('استرداد نقدي').closest('li')!;
    expect([...row.querySelectorAll('.ant-tag')].map((tag) => tag.textContent)).toEqual(['1. الوقود']);
    expect(screen.getByRole('button', { name: 'نقل تأمين السفر إلى الأعلى' })).toBeInTheDocument();
  });
});
