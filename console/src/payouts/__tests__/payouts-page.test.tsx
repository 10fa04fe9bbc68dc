import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BonusLedger, PayoutBatch } from '@storefront/shared/contract';
import { ConsoleApp } from '../../app/console-app';
import { renderConsole } from '../../test-support/render-console';
import { fakeOperatorApi } from '../../test-support/fake-operator-api';
import { signedInAs } from '../../test-support/operators';

const ledger: BonusLedger = {
  entries: [
    { id: 1, reference: 'SF-AAAA1111', amount: 200, currency: 'AED', approvedAt: '2026-10-01T10:00:00.000Z', lockUntil: '2026-11-01T10:00:00.000Z', batchId: null, state: 'confirmed' },
  ],
  totals: [
    { currency: 'AED', state: 'confirmed', count: 1, total: 200 },
    { currency: 'SAR', state: 'pending', count: 2, total: 300 },
  ],
  clawbacks: [],
};
const batch = (changes: Partial<PayoutBatch>): PayoutBatch => ({
  id: 4,
  currency: 'AED',
  total: 200,
  bonusCount: 1,
  status: 'created',
  createdBy: 'finance@console.example',
  createdAt: '2026-12-06T10:00:00.000Z',
  approvedBy: null,
  approvedAt: null,
  paidAt: null,
  ...changes,
});

// By text, not by role: role queries over the page's four tables take a minute in jsdom.
const batchRow = async (id: number) => (await screen.findByText(`#${id}`)).closest('tr') as HTMLElement;
/** A row's button by its text. */
const buttonIn = (row: HTMLElement, text: string): HTMLElement => {
  const found = [...row.querySelectorAll('button')].find((candidate) => candidate.textContent === text);
  if (!found) throw new Error(`No ${text} button in the row: ${row.textContent}`);
  return found;
};

describe('payout batches under four eyes', () => {
  beforeEach(() => window.history.pushState({}, '', '/payouts'));

  it('the operator who created a batch cannot approve it; only a currency with confirmed bonuses can be batched', async () => {
    const api = fakeOperatorApi({
      'GET /session': { body: signedInAs('finance') },
      'GET /bonuses': { body: ledger },
      'GET /payouts': { body: { batches: [batch({})] } },
    });
    renderConsole(<ConsoleApp />);

    const row = await batchRow(4);
    expect(row).toHaveTextContent("Awaiting another operator's approval");
    expect(() => buttonIn(row, 'Approve')).toThrow();
    expect(row).toHaveTextContent('AED 200.00');

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Currency of the new batch'));
    const list = (await screen.findByRole('listbox')).parentElement as HTMLElement;
    expect(list.querySelectorAll('.ant-select-item-option')).toHaveLength(1);
    expect(list.querySelector('.ant-select-item-option')).toHaveTextContent('AED');
    expect(api.writes()).toEqual([]);
  });

  it('a second operator approves the batch, then marks it paid after confirming', async () => {
    let current = batch({});
    const api = fakeOperatorApi({
      'GET /session': { body: { ...signedInAs('finance'), operator: { ...signedInAs('finance').operator!, id: 8, email: 'second@console.example' } } },
      'GET /bonuses': { body: ledger },
      'GET /payouts': () => ({ body: { batches: [current] } }),
      'POST /payouts/4/approval': () => {
        current = batch({ status: 'approved', approvedBy: 'second@console.example', approvedAt: '2026-12-06T11:00:00.000Z' });
        return { body: current };
      },
      'POST /payouts/4/paid': () => {
        current = { ...current, status: 'paid', paidAt: '2026-12-06T12:00:00.000Z' };
        return { body: current };
      },
    });
    const user = userEvent.setup();
    renderConsole(<ConsoleApp />);

    await user.click(buttonIn(await batchRow(4), 'Approve'));
    await user.click(await waitFor(async () => buttonIn(await batchRow(4), 'Mark paid')));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('each of the 1 visitors gets the "bonus paid" mail');
    await user.click(buttonIn(dialog, 'Mark paid'));

    await waitFor(async () => expect(await batchRow(4)).toHaveTextContent(/^#4paid/));
    expect(api.writes().map((call) => `${call.method} ${call.path} ${call.csrf}`)).toEqual([
      'POST /payouts/4/approval csrf-of-finance',
      'POST /payouts/4/paid csrf-of-finance',
    ]);
  });
});
