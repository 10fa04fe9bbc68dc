import { useState } from 'react';
import { Button, Form, Input, Table, Typography } from 'antd';
import useSWRInfinite from 'swr/infinite';
import type { AuditEntry, AuditPage, AuditQuery } from '@storefront/shared/contract';
import { fetcher } from '../api/client';
import { ErrorAlert } from '../api/errors';
import { auditPath } from '../api/operator-api';
import { formatMoment } from '../common/dates';
import { PageTitle } from '../common/page-title';

const pageSize = 100;
type Filters = Pick<AuditQuery, 'action' | 'targetType' | 'targetId'>;

/** The audit log (read-only): newest first, filtered by action and record, older entries on demand. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<Filters>({});
  const { data, error, size, setSize, isValidating } = useSWRInfinite<AuditPage>(
    (_index, previous: AuditPage | null) => {
      if (previous && previous.entries.length < pageSize) return null;
      const before = previous?.entries.at(-1)?.id;
      return auditPath({ ...filters, limit: pageSize, before });
    },
    fetcher,
  );
  const entries = data?.flatMap((page) => page.entries) ?? [];
  const more = data !== undefined && (data.at(-1)?.entries.length ?? 0) === pageSize;
  return (
    <>
      <PageTitle title="Audit log" />
      <Form layout="inline" onFinish={(values: Filters) => setFilters(clean(values))} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label="Action" name="action">
          <Input allowClear placeholder="e.g. operator.create" />
        </Form.Item>
        <Form.Item label="Record type" name="targetType">
          <Input allowClear placeholder="e.g. operator" />
        </Form.Item>
        <Form.Item label="Record" name="targetId">
          <Input allowClear />
        </Form.Item>
        <Button htmlType="submit">Filter</Button>
      </Form>
      <ErrorAlert error={error} />
      <Table<AuditEntry>
        rowKey="id"
        loading={!data && !error}
        dataSource={entries}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (entry) => <Change entry={entry} /> }}
        columns={[
          { title: 'When', key: 'at', render: (_, entry) => formatMoment(entry.at) },
          { title: 'Who', dataIndex: 'operatorEmail', key: 'who' },
          { title: 'Action', dataIndex: 'action', key: 'action' },
          { title: 'Record', key: 'record', render: (_, entry) => `${entry.targetType}${entry.targetId ? ` ${entry.targetId}` : ''}` },
        ]}
      />
      {more && (
        <Button style={{ marginTop: 16 }} loading={isValidating} onClick={() => setSize(size + 1)}>
          Older entries
        </Button>
      )}
    </>
  );
}

function Change({ entry }: { entry: AuditEntry }) {
  return (
    <div>
      <Typography.Text strong>Before</Typography.Text>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(entry.before ?? null, null, 2)}</pre>
      <Typography.Text strong>After</Typography.Text>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(entry.after ?? null, null, 2)}</pre>
    </div>
  );
}

const clean = (values: Filters): Filters =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as Filters;
