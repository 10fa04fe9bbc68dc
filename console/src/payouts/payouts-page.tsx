import { useState } from 'react';
import { App, Button, Card, Form, Select, Space, Table, Tag, Typography } from 'antd';
import useSWR from 'swr';
import {
  ledgerStates,
  type BonusEntry,
  type BonusLedger,
  type LedgerState,
  type BonusTotal,
  type Clawback,
  type PayoutBatch,
  type PayoutBatchList,
} from '@storefront/shared/contract';
import { fetcher } from '../api/client';
import { ErrorAlert, errorText } from '../api/errors';
import { approvePayoutBatch, bonusesPath, createPayoutBatch, exportPayoutBatch, markPayoutBatchPaid, payoutsPath } from '../api/finance-api';
import { formatMoment } from '../common/dates';
import { formatMoney } from '../common/money';
import { ScrollTable } from '../common/scroll-table';
import { PageTitle } from '../common/page-title';
import { useOperator } from '../session/session-context';
import { tagColours } from '../common/tag-colours';

const batchColours: Record<PayoutBatch['status'], string> = { created: tagColours.gold, approved: tagColours.blue, paid: tagColours.green };

/**
 * Bonuses and payouts (finance): the ledger's totals per currency and state, its entries and
 * clawbacks; payout batches of the confirmed bonuses, approved by a second operator (four eyes),
 * exported as CSV for the bank transfer and marked paid (the visitors then get their mail).
 */
export function PayoutsPage() {
  const me = useOperator();
  const { message, modal } = App.useApp();
  const [state, setState] = useState<LedgerState>();
  const ledger = useSWR<BonusLedger>(bonusesPath({ state }), fetcher);
  const batches = useSWR<PayoutBatchList>(payoutsPath, fetcher);
  const [currency, setCurrency] = useState<string>();
  const [busy, setBusy] = useState<string>();

  const confirmedCurrencies = [
    ...new Set((ledger.data?.totals ?? []).filter((total) => total.state === 'confirmed' && total.count > 0).map((total) => total.currency)),
  ];
  const act = async (key: string, work: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await work();
      message.success(done);
      await Promise.all([ledger.mutate(), batches.mutate()]);
    } catch (failure) {
      message.error(errorText(failure));
    } finally {
      setBusy(undefined);
    }
  };

  const batchActions = (batch: PayoutBatch) => (
    <Space size={4} wrap>
      {batch.status === 'created' &&
        (batch.createdBy === me.email ? (
          <Typography.Text type="secondary">Awaiting another operator&apos;s approval</Typography.Text>
        ) : (
          <Button size="small" type="primary" loading={busy === `approve-${batch.id}`} onClick={() => act(`approve-${batch.id}`, () => approvePayoutBatch(batch.id), `Batch #${batch.id} approved`)}>
            Approve
          </Button>
        ))}
      <Button size="small" loading={busy === `csv-${batch.id}`} onClick={() => act(`csv-${batch.id}`, () => exportPayoutBatch(batch.id), `Batch #${batch.id} exported`)}>
        Export CSV
      </Button>
      {batch.status === 'approved' && (
        <Button
          size="small"
          loading={busy === `paid-${batch.id}`}
          onClick={() =>
            modal.confirm({
              title: `Mark batch #${batch.id} paid?`,
              content: `Do this once the bank transfer of ${formatMoney(batch.total, batch.currency)} is made: each of the ${batch.bonusCount} visitors gets the "bonus paid" mail.`,
              okText: 'Mark paid',
              onOk: () => act(`paid-${batch.id}`, () => markPayoutBatchPaid(batch.id), `Batch #${batch.id} paid`),
            })
          }
        >
          Mark paid
        </Button>
      )}
    </Space>
  );

  return (
    <>
      <PageTitle title="Bonuses & payouts" />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card title="Totals" size="small">
          <ErrorAlert error={ledger.error} />
          <Table<BonusTotal>
            rowKey={(total) => `${total.currency}-${total.state}`}
            size="small"
            pagination={false}
            loading={!ledger.data && !ledger.error}
            dataSource={ledger.data?.totals}
            columns={[
              { title: 'Currency', dataIndex: 'currency', key: 'currency' },
              { title: 'State', dataIndex: 'state', key: 'state' },
              { title: 'Bonuses', dataIndex: 'count', key: 'count', align: 'right' },
              { title: 'Total', key: 'total', align: 'right', render: (_, total) => formatMoney(total.total, total.currency) },
            ]}
          />
        </Card>
        <Card
          title="Payout batches"
          size="small"
          extra={
            <Space wrap>
              <Select
                aria-label="Currency of the new batch"
                placeholder="Currency"
                style={{ width: 120 }}
                value={currency}
                onChange={setCurrency}
                options={confirmedCurrencies.map((code) => ({ value: code, label: code }))}
                notFoundContent="No confirmed bonuses"
              />
              <Button
                type="primary"
                disabled={!currency}
                loading={busy === 'create'}
                onClick={() => currency && act('create', () => createPayoutBatch(currency), `Batch of the confirmed ${currency} bonuses created`)}
              >
                Create batch
              </Button>
            </Space>
          }
        >
          <ErrorAlert error={batches.error} />
          <Table<PayoutBatch>
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            loading={!batches.data && !batches.error}
            dataSource={batches.data?.batches}
            columns={[
              { title: 'Batch', key: 'id', render: (_, batch) => `#${batch.id}` },
              { title: 'Status', key: 'status', render: (_, batch) => <Tag color={batchColours[batch.status]}>{batch.status}</Tag> },
              { title: 'Total', key: 'total', align: 'right', render: (_, batch) => formatMoney(batch.total, batch.currency) },
              { title: 'Bonuses', dataIndex: 'bonusCount', key: 'bonusCount', align: 'right' },
              { title: 'Created', key: 'created', render: (_, batch) => `${batch.createdBy}, ${formatMoment(batch.createdAt)}` },
              { title: 'Approved', key: 'approved', render: (_, batch) => (batch.approvedBy ? `${batch.approvedBy}, ${formatMoment(batch.approvedAt)}` : '—') },
              { title: 'Paid', key: 'paid', render: (_, batch) => formatMoment(batch.paidAt) },
              { title: 'Actions', key: 'actions', render: (_, batch) => batchActions(batch) },
            ]}
          />
        </Card>
        <Card
          title="Ledger"
          size="small"
          extra={
            <Form.Item label="State" htmlFor="ledger-state" style={{ margin: 0 }}>
              <Select
                id="ledger-state"
                allowClear
                placeholder="Any"
                style={{ width: 130 }}
                value={state}
                onChange={setState}
                options={ledgerStates.map((value) => ({ value, label: value }))}
              />
            </Form.Item>
          }
        >
          <ScrollTable<BonusEntry>
            label="Ledger"
            rowKey="id"
            size="small"
            loading={!ledger.data && !ledger.error}
            dataSource={ledger.data?.entries}
            columns={[
              { title: 'Application', dataIndex: 'reference', key: 'reference' },
              { title: 'Amount', key: 'amount', align: 'right', render: (_, entry) => formatMoney(entry.amount, entry.currency) },
              { title: 'State', dataIndex: 'state', key: 'state' },
              { title: 'Approved by the bank', key: 'approvedAt', render: (_, entry) => formatMoment(entry.approvedAt) },
              { title: 'Locked until', key: 'lockUntil', render: (_, entry) => formatMoment(entry.lockUntil) },
              { title: 'Batch', key: 'batchId', render: (_, entry) => (entry.batchId ? `#${entry.batchId}` : '—') },
            ]}
          />
        </Card>
        <Card title="Clawbacks" size="small">
          <Table<Clawback>
            rowKey="id"
            size="small"
            pagination={false}
            loading={!ledger.data && !ledger.error}
            dataSource={ledger.data?.clawbacks}
            // A text of its own: the table's empty cell is antd's disabled grey, too faint to read.
            locale={{ emptyText: <Typography.Text type="secondary">No clawbacks</Typography.Text> }}
            columns={[
              { title: 'Application', dataIndex: 'reference', key: 'reference' },
              { title: 'Amount to recover', key: 'amount', align: 'right', render: (_, row) => formatMoney(row.amount, row.currency) },
              { title: 'Reversed', key: 'createdAt', render: (_, row) => formatMoment(row.createdAt) },
            ]}
          />
        </Card>
      </Space>
    </>
  );
}
