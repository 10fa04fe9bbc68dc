import dayjs from 'dayjs';
import { screen, within } from '@testing-library/react';
import type { FunnelReport } from '@storefront/shared/contract';
import { ConsoleApp } from '../../app/console-app';
import { renderConsole } from '../../test-support/render-console';
import { fakeOperatorApi } from '../../test-support/fake-operator-api';
import { signedInAs } from '../../test-support/operators';

// The chart draws on a canvas jsdom does not have; the page's table carries the same numbers.
jest.mock('../funnel-chart', () => ({ __esModule: true, default: () => null }));

const counts = { consent: 200, step0: 150, step1: 120, step2: 90, step3: 60, step4: 45, apply: 30, approved: 12, bonusPaid: 0 };
const report: FunnelReport = {
  from: '2026-11-08',
  to: '2026-12-07',
  rows: [{ day: '2026-12-01', market: 'ae', language: 'en', product: 'Card', counts }],
  totals: [
    { stage: 'consent', count: 200, conversion: null },
    { stage: 'step0', count: 150, conversion: 0.75 },
    { stage: 'approved', count: 12, conversion: 0.4 },
    { stage: 'bonusPaid', count: 0, conversion: 0 },
  ],
  partners: [{ bankId: 3, bankName: 'Emirates NBD', market: 'ae', currency: 'AED', approved: 12, revenue: 5400, bonusCost: 2400 }],
};

it("an analyst's funnel: each stage's journeys and conversion from the stage before, and each partner's revenue and bonus cost", async () => {
  const api = fakeOperatorApi({ 'GET /session': { body: signedInAs('analyst') }, 'GET /funnel': { body: report } });
  window.history.pushState({}, '', '/');
  renderConsole(<ConsoleApp />);

  const stages = within((await screen.findByText('Journeys by stage', {}, { timeout: 30000 })).closest('.ant-card') as HTMLElement);
  const rowOf = (label: string) => stages.getByText(label, { selector: 'td' }).closest('tr') as HTMLElement;
  expect(rowOf('Consent')).toHaveTextContent(/Consent200—/);
  expect(rowOf('Step 0')).toHaveTextContent(/Step 015075\.0 %/);
  expect(rowOf('Approved')).toHaveTextContent(/Approved1240\.0 %/);
  expect(screen.getByRole('img', { name: /Consent 200, Step 0 150/ })).toBeInTheDocument();

  const partner = screen.getByText('Emirates NBD', { selector: 'td' }).closest('tr') as HTMLElement;
  expect(partner).toHaveTextContent('AED 5,400.00');
  expect(partner).toHaveTextContent('AED 2,400.00');

  // The last 30 days, to today, unless the analyst picks other days.
  const asked = new URLSearchParams(api.calls.find((call) => call.path.startsWith('/funnel'))!.path.split('?')[1]);
  expect(asked.get('to')).toBe(dayjs().format('YYYY-MM-DD'));
  expect(asked.has('market')).toBe(false);
});
