import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { activateLanguage, currentLanguage, i18n, registerCatalog, translate } from '../catalogs';
import { useMessages } from '../use-messages';

const english = { 'cards.found': '{count, plural, one {# card found} other {# cards found}}', 'cards.title': 'Select Card & Apply' };
const arabic = {
  'cards.found': '{count, plural, zero {لا توجد بطاقات} one {بطاقة واحدة} two {بطاقتان} few {# بطاقات} many {# بطاقة} other {# بطاقة}}',
};
registerCatalog('sample', english, { ar: async () => ({ default: arabic }), ur: async () => ({}) });

function Found({ count }: { count: number }) {
  const t = useMessages<typeof english>('sample');
  return <p>{t('cards.found', { count })}</p>;
}

afterEach(() => activateLanguage('en', 'ae'));

it('reads an app’s texts under its own name, in English until another language is activated', () => {
  expect(currentLanguage()).toBe('en');
  expect(translate('sample', 'cards.title')).toBe('Select Card & Apply');
  expect(translate('sample', 'cards.found', { count: 1 })).toBe('1 card found');
});

it('gives Arabic its six plural forms, with Western digits, and English where a text is not translated', async () => {
  await activateLanguage('ar', 'ae');
  const forms = [0, 1, 2, 3, 11, 100].map((count) => translate('sample', 'cards.found', { count }));
  expect(forms).toEqual(['لا توجد بطاقات', 'بطاقة واحدة', 'بطاقتان', '3 بطاقات', '11 بطاقة', '100 بطاقة']);
  expect(translate('sample', 'cards.title')).toBe('Select Card & Apply');
  expect(i18n.locale).toBe('ar');
});

it('re-renders what reads the texts when the language changes', async () => {
  render(
    <Suspense fallback="loading">
      <Found count={2} />
    </Suspense>,
  );
  expect(screen.getByText('2 cards found')).toBeInTheDocument();
  await act(() => activateLanguage('ar', 'ae'));
  expect(screen.getByText('بطاقتان')).toBeInTheDocument();
});
