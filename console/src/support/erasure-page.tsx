import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Space } from 'antd';
import type { ErasureResult, VisitorRecords } from '@storefront/shared/contract';
import { ErrorAlert } from '../api/errors';
import { eraseVisitor, findVisitorRecords } from '../api/support-api';
import { formatMoment } from '../common/dates';
import { ScrollTable } from '../common/scroll-table';

/**
 * A visitor's erasure request: their records found by the address they gave, then their personal
 * data erased everywhere (the rows stay, blanked, for the statistics). Both steps are audited.
 */
export function ErasurePage() {
  const { modal } = App.useApp();
  const [email, setEmail] = useState<string>();
  const [records, setRecords] = useState<VisitorRecords>();
  const [erased, setErased] = useState<ErasureResult>();
  const [error, setError] = useState<unknown>();

  const find = async ({ email: address }: { email: string }) => {
    setError(undefined);
    setErased(undefined);
    try {
      setRecords(await findVisitorRecords(address));
      setEmail(address);
    } catch (failure) {
      setError(failure);
    }
  };
  const erase = () =>
    modal.confirm({
      title: `Erase the personal data of ${email}?`,
      content: 'Names, addresses, answers and mails are blanked everywhere. This cannot be undone.',
      okText: 'Erase personal data',
      okButtonProps: { danger: true },
      onOk: async () => {
        if (!email) return;
        try {
          setErased(await eraseVisitor(email));
          setRecords(undefined);
        } catch (failure) {
          setError(failure);
        }
      },
    });

  const total = records ? records.customers.length + records.applications.length + records.tickets.length + records.mails : 0;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Form layout="inline" onFinish={find} style={{ rowGap: 8 }}>
        <Form.Item label="Visitor's e-mail" name="email" rules={[{ required: true, type: 'email', message: 'Enter the address the visitor gave' }]}>
          <Input style={{ width: 280 }} />
        </Form.Item>
        <Button htmlType="submit">Find records</Button>
      </Form>
      <ErrorAlert error={error} />
      {erased && (
        <Alert
          type="success"
          showIcon
          title={`Erased: ${erased.customers} customer records, ${erased.applications} applications, ${erased.tickets} tickets (${erased.ticketEntries} notes and replies), ${erased.mails} mails.`}
        />
      )}
      {records && (
        <Card
          title={`Records of ${email}`}
          extra={
            <Button danger disabled={total === 0} onClick={erase}>
              Erase personal data
            </Button>
          }
        >
          <Descriptions size="small" column={{ xs: 1, md: 4 }}>
            <Descriptions.Item label="Customer records">{records.customers.length}</Descriptions.Item>
            <Descriptions.Item label="Applications">{records.applications.length}</Descriptions.Item>
            <Descriptions.Item label="Tickets">{records.tickets.length}</Descriptions.Item>
            <Descriptions.Item label="Mails">{records.mails}</Descriptions.Item>
          </Descriptions>
          {records.applications.length > 0 && (
            <ScrollTable
              label="Applications"
              rowKey="reference"
              size="small"
              pagination={false}
              dataSource={records.applications}
              columns={[
                { title: 'Application', dataIndex: 'reference', key: 'reference' },
                { title: 'Market', dataIndex: 'country', key: 'country' },
                { title: 'Product', dataIndex: 'product', key: 'product' },
                { title: 'Status', dataIndex: 'status', key: 'status' },
                { title: 'Created', key: 'createdAt', render: (_, row) => formatMoment(row.createdAt) },
              ]}
            />
          )}
          {records.tickets.length > 0 && (
            <ScrollTable
              label="Tickets"
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={records.tickets}
              columns={[
                { title: 'Ticket', key: 'id', render: (_, row) => `#${row.id}` },
                { title: 'Kind', dataIndex: 'kind', key: 'kind' },
                { title: 'Reference', key: 'reference', render: (_, row) => row.reference ?? '—' },
                { title: 'Status', dataIndex: 'status', key: 'status' },
                { title: 'Received', key: 'createdAt', render: (_, row) => formatMoment(row.createdAt) },
              ]}
            />
          )}
        </Card>
      )}
    </Space>
  );
}
