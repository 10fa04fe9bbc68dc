import { descriptionLines, formatPercent } from '../format';

describe('formatting', () => {
  it('splits descriptions on the literal backslash followed by n, not on a newline', () => {
    expect(descriptionLines('First\\nSecond\\n\\n Third ')).toEqual(['First', 'Second', 'Third']);
    expect(descriptionLines('One line\nstill one')).toEqual(['One line\nstill one']);
    expect(descriptionLines(null)).toEqual([]);
  });

  it('writes percents with up to two decimals and a sign', () => {
    expect(formatPercent(9.5)).toBe('9.5%');
    expect(formatPercent(11.254)).toBe('11.25%');
    expect(formatPercent(1234.5)).toBe('1,234.5%');
  });
});
