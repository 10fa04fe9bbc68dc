import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TicketDetail, TicketEntry } from '@storefront/shared/contract';
import { ConsoleApp } from '../../app/console-app';
import { renderConsole } from '../../test-support/render-console';
import { fakeOperatorApi } from '../../test-support/fake-operator-api';
import { signedInAs } from '../../test-support/operators';

const complaint: TicketDetail = {
  ticket: {
    id: 12,
    kind: 'complaint',
    status: 'new',
    reference: 'CP-7KQ4M2XD',
    country: 'sa',
    language: 'ar',
    name: 'Sara Khan',
    email: 'sara@example.sa',
    erased: false,
    createdAt: '2026-12-06T10:00:00.000Z',
    updatedAt: '2026-12-06T10:00:00.000Z',
  },
  message: 'My card <b>never</b> arrived.\nSecond line.',
  entries: [],
  mails: [],
};

describe('a ticket in the console', () => {
  beforeEach(() => window.history.pushState({}, '', '/support/tickets/12'));

  it("shows the visitor's message as written and mails a reply, which then heads the ticket's entries", async () => {
    let ticket = complaint;
    const reply: TicketEntry = { id: 1, kind: 'reply', body: 'We are sorry: a new card is on its way.', author: 'support@console.example', createdAt: '2026-12-06T11:00:00.000Z' };
    const api = fakeOperatorApi({
      'GET /session': { body: signedInAs('support') },
      'GET /tickets/12': () => ({ body: ticket }),
      'POST /tickets/12/replies': () => {
        ticket = { ...ticket, ticket: { ...ticket.ticket, status: 'answered' }, entries: [reply] };
        return { status: 201, body: reply };
      },
    });
    const user = userEvent.setup();
    renderConsole(<ConsoleApp />);

    // By text, not by role: role queries over the whole page are slow in jsdom.
    const sendReply = () => screen.getByText('Send reply').closest('button') as HTMLElement;
    const heading = () => screen.getByText(/Ticket #12/).closest('h2') as HTMLElement;
    await screen.findByText(/Ticket #12/, {}, { timeout: 30000 });
    expect(heading()).toHaveTextContent('complaint');
    expect(screen.getByText('CP-7KQ4M2XD')).toBeInTheDocument();
    // The visitor's words as text, markup and all.
    expect(screen.getByText(/My card <b>never<\/b> arrived\./)).toBeInTheDocument();

    await user.click(sendReply());
    expect(await screen.findByText('Write the reply or the note first')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Reply or note'), { target: { value: reply.body } });
    await user.click(sendReply());

    const entries = await screen.findByText(/Reply by support@console\.example/, {}, { timeout: 30000 });
    expect(within(entries.closest('.ant-card')! as HTMLElement).getByText(reply.body)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('answered');
    expect(api.writes()).toEqual([{ method: 'POST', path: '/tickets/12/replies', body: { body: reply.body }, csrf: 'csrf-of-support' }]);
  });

  it("shows an Arabic complaint as the visitor wrote it, in Arabic and right to left, amid the console's English", async () => {
    const message = 'لم تصل بطاقتي بعد.\nالسطر الثاني.';
    fakeOperatorApi({
      'GET /session': { body: signedInAs('support') },
      'GET /tickets/12': { body: { ...complaint, ticket: { ...complaint.ticket, name: 'سارة خان' }, message } },
    });
    renderConsole(<ConsoleApp />);

    await screen.findByText(/Ticket #12/, {}, { timeout: 30000 });
    const written = screen.getByText(/لم تصل بطاقتي بعد\./);
    expect(written.textContent).toBe(message);
    expect(written).toHaveAttribute('lang', 'ar');
    expect(written).toHaveAttribute('dir', 'auto');
    // The visitor's name kept apart from the English around it, so neither reorders the other.
    expect(screen.getByText('سارة خان').tagName).toBe('BDI');
    expect(screen.getByText('Message')).toBeInTheDocument();
    expect(screen.getByText('Send reply')).toBeInTheDocument();
  });
});
