import { countryOptions } from '../../countries';
import { countryName } from '../../messages';
import { activateLanguage } from '../catalogs';

it('names the markets in English as the header always has', () => {
  expect(countryOptions.map((option) => countryName(option.code))).toEqual(countryOptions.map((option) => option.shortCode));
});

it('names the markets in Arabic and in Urdu', async () => {
  await activateLanguage('ar', 'ae');
  expect(countryOptions.map((option) => countryName(option.code))).toEqual(['باكستان', 'الإمارات', 'السعودية']);
  await activateLanguage('ur', 'pk');
  expect(countryOptions.map((option) => countryName(option.code))).toEqual(['پاکستان', 'متحدہ عرب امارات', 'سعودی عرب']);
});
