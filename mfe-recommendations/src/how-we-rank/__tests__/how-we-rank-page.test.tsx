import { screen, within } from '@testing-library/react';
import HowWeRankPage from '../../exposed/how-we-rank-page';
import { mockApi, renderStep } from '@storefront/shared/testing';
import { matchPoints } from '@storefront/shared';
import { seed } from '../../test-support/fixtures';

describe('/how-we-rank', () => {
  it('states the method with the points of each place and that partner payments do not change the order', () => {
    const api = mockApi();
    renderStep(<HowWeRankPage />, { seed });
    expect(screen.getByRole('heading', { name: 'How we rank', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/^Partner payments do not change the order\./)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Points of each place' });
    for (const n of [3, 4, 5]) {
      const row = within(table).getByRole('rowheader', { name: `${n} picks` }).closest('tr')!;
      const points = [...row.querySelectorAll('td')].map((td) => td.textContent).filter(Boolean).map(Number);
      // The rule the API ranks with: each row adds up to 100.
      expect(points).toEqual(matchPoints(n));
      expect(points.reduce((a, b) => a + b, 0)).toBe(100);
    }
    const [first, second, , fourth] = matchPoints(5);
    expect(screen.getByText(new RegExp(`${first} \\+ ${second} \\+ ${fourth} = ${first + second + fourth}%`))).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
