import { act, screen } from '@testing-library/react';
import { activateLanguage } from '@storefront/shared';
import { mockApi, ok } from '@storefront/shared/testing';
import { cardSheet, factLines, factsBox, renderAt } from './key-facts-fixture';

/** The sheet as the API writes it for an Arabic reader: its labels in Arabic, its figures as figures. */
const sheet = cardSheet([
  { id: 'annualFee', label: 'الرسوم السنوية', value: 'AED 1,500' },
  { id: 'purchaseRate', label: 'معدل الربح', value: '27.6%' },
]);

afterEach(() => activateLanguage('en', 'ae'));

it('reads the Key Facts page in Arabic, each figure kept whole inside the right-to-left sheet', async () => {
  mockApi().on('GET', '/api/key-facts/public/1304', ok(sheet));
  renderAt('/key-facts/1304');
  await act(() => activateLanguage('ar', 'ae'));
  expect(await screen.findByRole('heading', { name: 'الحقائق الرئيسية: Desert Travel Infinite' })).toBeInTheDocument();
  expect(screen.getByText('إسلامي')).toHaveAttribute('title', 'متوافق مع أحكام الشريعة');
  const box = factsBox('الحقائق الرئيسية');
  expect(factLines(box)).toEqual([
    'الرسوم السنوية: AED 1,500',
    'معدل الربح: 27.6%',
  ]);
  expect(box.getByText('AED 1,500').tagName).toBe('BDI');
  expect(screen.getByText('هذه الأرقام هي الشروط التي أعلنها البنك لهذا المنتج، ويؤكد البنك العرض النهائي.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
});
