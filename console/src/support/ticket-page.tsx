import { useState } from 'react';
import { App, Button, Card, Descriptions, Flex, Form, Input, Space, Timeline, Typography } from 'antd';
import { ScrollTable } from '../common/scroll-table';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { ticketEntryMaxLength, type TicketDetail } from '@storefront/shared/contract';
import { fetcher } from '../api/client';
import { ErrorAlert, errorText } from '../api/errors';
import { addTicketNote, changeTicketStatus, replyToTicket, ticketPath } from '../api/support-api';
import { formatMoment } from '../common/dates';
import { KindTag, StatusTag } from './ticket-tags';

/**
 * One ticket: the visitor's message as written, the notes and replies, the mails and their
 * delivery; a reply is mailed to the visitor (through the outbox), a note stays in the console.
 */
export function TicketPage() {
  const id = Number(useParams().ticketId);
  const { message } = App.useApp();
  const { data, error, mutate } = useSWR<TicketDetail>(ticketPath(id), fetcher);
  const [form] = Form.useForm<{ body: string }>();
  const [busy, setBusy] = useState<'reply' | 'note' | 'status' | undefined>();

  const run = async (kind: 'reply' | 'note' | 'status', work: () => Promise<unknown>, done: string) => {
    setBusy(kind);
    try {
      await work();
      message.success(done);
      if (kind !== 'status') form.resetFields();
      await mutate();
    } catch (failure) {
      message.error(errorText(failure));
    } finally {
      setBusy(undefined);
    }
  };
  const send = async (kind: 'reply' | 'note') => {
    // An empty entry: the form says so under the field.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const { body } = values;
    await (kind === 'reply'
      ? run('reply', () => replyToTicket(id, body), 'Reply sent to the visitor')
      : run('note', () => addTicketNote(id, body), 'Note added'));
  };

  if (error) return <ErrorAlert error={error} />;
  if (!data) return <Card loading />;
  const { ticket } = data;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Ticket #{ticket.id} <KindTag kind={ticket.kind} /> <StatusTag status={ticket.status} />
        </Typography.Title>
        <Space wrap>
          <Link to="../..">All tickets</Link>
          {ticket.status === 'closed' ? (
            <Button loading={busy === 'status'} onClick={() => run('status', () => changeTicketStatus(id, 'new'), 'Ticket reopened')}>
              Reopen
            </Button>
          ) : (
            <Button loading={busy === 'status'} onClick={() => run('status', () => changeTicketStatus(id, 'closed'), 'Ticket closed')}>
              Close ticket
            </Button>
          )}
        </Space>
      </Flex>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Visitor">{ticket.erased ? 'erased' : <bdi>{ticket.name}</bdi>}</Descriptions.Item>
        <Descriptions.Item label="E-mail">{ticket.erased ? 'erased' : ticket.email}</Descriptions.Item>
        <Descriptions.Item label="Market">{ticket.country}</Descriptions.Item>
        <Descriptions.Item label="Language">{ticket.language}</Descriptions.Item>
        <Descriptions.Item label="Received">{formatMoment(ticket.createdAt)}</Descriptions.Item>
        {ticket.reference && <Descriptions.Item label="Complaint reference">{ticket.reference}</Descriptions.Item>}
      </Descriptions>
      <Card title="Message" size="small">
        {/* In the visitor's language and its direction (Arabic and Urdu right to left). */}
        <Typography.Paragraph lang={ticket.language} dir="auto" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {data.message}
        </Typography.Paragraph>
      </Card>
      <Card title="Notes and replies" size="small">
        {data.entries.length === 0 ? (
          <Typography.Text type="secondary">None yet.</Typography.Text>
        ) : (
          <Timeline
            items={data.entries.map((entry) => ({
              color: entry.kind === 'reply' ? 'green' : 'gray',
              content: (
                <>
                  <Typography.Text strong>
                    {entry.kind === 'reply' ? 'Reply' : 'Note'} by {entry.author}, {formatMoment(entry.createdAt)}
                  </Typography.Text>
                  <Typography.Paragraph dir="auto" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                    {entry.body}
                  </Typography.Paragraph>
                </>
              ),
            }))}
          />
        )}
        {!ticket.erased && (
          <Form form={form} layout="vertical" requiredMark={false}>
            <Form.Item
              label="Reply or note"
              name="body"
              rules={[{ required: true, whitespace: true, message: 'Write the reply or the note first' }]}
            >
              <Input.TextArea rows={5} maxLength={ticketEntryMaxLength} showCount dir="auto" />
            </Form.Item>
            <Space wrap>
              <Button type="primary" loading={busy === 'reply'} onClick={() => send('reply')}>
                Send reply
              </Button>
              <Button loading={busy === 'note'} onClick={() => send('note')}>
                Add note
              </Button>
            </Space>
          </Form>
        )}
      </Card>
      <Card title="Mails" size="small">
        <ScrollTable
          label="Mails"
          rowKey={(mail) => `${mail.kind}-${mail.createdAt}`}
          size="small"
          pagination={false}
          dataSource={data.mails}
          columns={[
            { title: 'Subject', key: 'subject', render: (_, mail) => <bdi>{mail.subject}</bdi> },
            { title: 'Delivery', dataIndex: 'status', key: 'status' },
            { title: 'Queued', key: 'createdAt', render: (_, mail) => formatMoment(mail.createdAt) },
            { title: 'Sent', key: 'sentAt', render: (_, mail) => formatMoment(mail.sentAt) },
          ]}
        />
      </Card>
    </Space>
  );
}
