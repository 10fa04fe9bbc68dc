import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollTable } from '../scroll-table';

type Mail = { kind: string; status: string };

const columns = [
  { title: 'Mail', dataIndex: 'kind', key: 'kind' },
  { title: 'Delivery', dataIndex: 'status', key: 'status' },
];

/** A page whose mails arrive after it first shows (the table loading, then filled). */
function MailsCard() {
  const [mails, setMails] = useState<Mail[]>();
  return (
    <>
      <button type="button" onClick={() => setMails([{ kind: 'confirmation', status: 'delivered' }])}>
        Load
      </button>
      <ScrollTable<Mail> label="Mails" rowKey="kind" pagination={false} loading={!mails} dataSource={mails} columns={columns} />
    </>
  );
}

it('the part of the table that scrolls sideways is a region named after the table, which the Tab key reaches', async () => {
  const user = userEvent.setup();
  render(<MailsCard />);
  await user.click(screen.getByText('Load'));

  const region = await screen.findByRole('region', { name: 'Mails' });
  expect(region).toHaveTextContent('confirmation');
  expect(region).toHaveTextContent('delivered');
  await user.tab();
  expect(region).toHaveFocus();
});

it('a table with nothing in it is still a named region the keyboard reaches', async () => {
  const user = userEvent.setup();
  render(<ScrollTable<Mail> label="Partner events" rowKey="kind" pagination={false} dataSource={[]} columns={columns} />);

  const region = screen.getByRole('region', { name: 'Partner events' });
  await user.tab();
  expect(region).toHaveFocus();
});
