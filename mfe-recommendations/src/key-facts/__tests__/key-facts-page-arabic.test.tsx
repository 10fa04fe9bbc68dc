import { act, screen, within } from '@testing-library/react';
import { activateLanguage, type KeyFacts } from '@storefront/shared';
import KeyFactsPage from '../../exposed/key-facts-page';
import { mockApi, ok, renderStep } from '@storefront/shared/testing';
import { seed } from '../../test-support/fixtures';

/** The sheet as the API writes it for an Arabic reader: its labels in Arabic, its figures as figures. */
const sheet: KeyFacts = {
  productId: 1304,
  productType: 'Card',
  productName: 'Desert Travel Infinite',
  organizationName: 'Desert Rose Islamic Bank',
  islamic: true,
  currency: 'AED',
  facts: [
    { id: 'annualFee', label: 'الرسوم السنوية', value: 'AED 1,500' },
    { id: 'purchaseRate', label: 'معدل الربح', value: '27.6%' },
  ],
};

afterEach(() => activateLanguage('en', 'ae'));

it('reads the Key Facts page in Arabic, each figure kept whole inside the right-to-left sheet', async () => {
  mockApi().on('GET', '/api/key-facts/public/1304', ok(sheet));
  renderStep(<p>Wizard</p>, { seed, initialEntries: ['/key-facts/1304'], routes: { '/key-facts/:productId': <KeyFactsPage /> } });
  await act(() => activateLanguage('ar', 'ae'));
  expect(await screen.findByRole('heading', { name: 'الحقائق الرئيسية: Desert Travel Infinite' })).toBeInTheDocument();
  expect(screen.getByText('إسلامي')).toHaveAttribute('title', 'متوافق مع أحكام الشريعة');
  const box = within(screen.getByRole('region', { name: 'الحقائق الرئيسية' }));
  expect(box.getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`)).toEqual([
    'الرسوم السنوية: AED 1,500',
    'معدل الربح: 27.6%',
  ]);
  expect(box.getByText('AED 1,500').tagName).toBe('BDI');
  expect(screen.getByText('هذه الأرقام هي الشروط التي أعلنها البنك لهذا المنتج، ويؤكد البنك العرض النهائي.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
});
