import { descriptionLines, formatMoney, formatNumber, formatPercent } from '../format';

describe('formatting', () => {
  it('splits descriptions on the literal backslash followed by n, not on a newline', () => {
    expect(descriptionLines('First\\nSecond\\n\\n Third ')).toEqual(['First', 'Second', 'Third']);
    expect(descriptionLines('One line\nstill one')).toEqual(['One line\nstill one']);
    expect(descriptionLines(null)).toEqual([]);
  });

  it('writes money with the currency code first and percents with a sign', () => {
    expect(formatMoney(1250, 'AED')).toBe('AED 1,250');
    expect(formatMoney(99.999, 'SAR')).toBe('SAR 100');
    expect(formatPercent(9.5)).toBe('9.5%');
  });

  it("writes every number as toLocaleString('en-US', { maximumFractionDigits: 2 }) does", () => {
    const intl = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
    const edges = [
      0, -0, 1, -1, 0.5, 1.005, 0.125, 2.675, 99.995, 999.995, 1234.5, 350, 45000, 1e21, 1.5e22, 1e-7, 0.005,
      0.0049, -0.001, -0.005, -1234.567, 123456789.125, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE,
      Number.MIN_VALUE, 0.1 + 0.2, NaN, Infinity, -Infinity,
    ];
    for (const value of edges) expect([value, formatNumber(value)]).toEqual([value, intl(value)]);
    // And a spread of amounts with up to 3 decimals, from cents to millions.
    for (let i = 0; i < 5000; i++) {
      const value = Math.round(((i * 7919) % 100003) * 10 ** ((i % 9) - 3) * 1000) / 1000;
      expect([value, formatNumber(value)]).toEqual([value, intl(value)]);
    }
  });
});
