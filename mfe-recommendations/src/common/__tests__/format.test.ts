import { descriptionLines, formatMoney, formatPercent } from '../format';

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
});
