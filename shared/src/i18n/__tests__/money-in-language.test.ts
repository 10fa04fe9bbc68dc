import { formatMoney } from '../../money';
import '../../messages';
import { activateLanguage } from '../catalogs';

// Intl separates the currency from the amount with a no-break space and marks Arabic's order with a
// right-to-left mark: neither shows.
const shown = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u200f/g, '');

it('writes amounts in Arabic the UAE way, with the dirham sign and Western digits', async () => {
  await activateLanguage('ar', 'ae');
  expect(shown(formatMoney(1250.5, 'AED'))).toBe('1,250.5 د.إ.');
  expect(formatMoney(1250.5, 'AED')).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
});

it('writes amounts in Arabic the Saudi way, with the riyal sign after the amount', async () => {
  await activateLanguage('ar', 'sa');
  expect(shown(formatMoney(4000, 'SAR'))).toBe('4,000 ر.س.');
});

it('writes amounts in Urdu the Pakistani way, the rupee sign first, with Western digits', async () => {
  await activateLanguage('ur', 'pk');
  expect(shown(formatMoney(5000, 'PKR'))).toBe('Rs 5,000');
});

it('writes amounts in English with the code first', () => {
  expect(shown(formatMoney(200, 'AED'))).toBe('AED 200');
  expect(shown(formatMoney(1250000, 'PKR'))).toBe('PKR 1,250,000');
});
