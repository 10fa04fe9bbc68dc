import { activateLanguage } from '@storefront/shared';
import { formatNumber, formatPercent, isolate } from '../format';

afterEach(() => activateLanguage('en', 'ae'));

describe('figures in the active language', () => {
  it('leaves English figures as they are, with no marks around them', () => {
    expect(formatPercent(39.99)).toBe('39.99%');
    expect(formatNumber(1250)).toBe('1,250');
    expect(isolate('AED 300')).toBe('AED 300');
  });

  it('writes Arabic percents with the one percent sign and Western digits, and isolates figures left to right', async () => {
    await activateLanguage('ar', 'sa');
    expect(formatPercent(39.99)).toBe('39.99%');
    await activateLanguage('ar', 'ae');
    expect(formatPercent(39.99)).toBe('39.99%');
    await activateLanguage('ar', 'sa');
    expect(formatNumber(1250)).toBe('1,250');
    expect(isolate('SAR 300')).toBe('\u2066SAR 300\u2069');
  });

  it('keeps Western digits in Urdu for Pakistan', async () => {
    await activateLanguage('ur', 'pk');
    expect(formatPercent(11.25)).toBe('11.25%');
    expect(isolate('PKR 5,000')).toBe('\u2066PKR 5,000\u2069');
  });
});
