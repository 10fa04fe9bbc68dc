import { useState } from 'react';
import { Form, Input, Select, Table } from 'antd';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { helpRequestKinds, ticketStatuses, type TicketList, type TicketQuery, type TicketSummary } from '@storefront/shared/contract';
import { fetcher } from '../api/client';
import { ErrorAlert } from '../api/errors';
import { ticketsPath } from '../api/support-api';
import { formatMoment } from '../common/dates';
import { KindTag, StatusTag } from './ticket-tags';

const pageSize = 50;

/** Help requests and complaints, newest first, by status, kind, or the visitor's address, name or reference. */
export function TicketsPage() {
  const [filter, setFilter] = useState<TicketQuery>({ status: 'new' });
  const [page, setPage] = useState(1);
  const { data, error } = useSWR<TicketList>(ticketsPath({ ...filter, limit: pageSize, offset: (page - 1) * pageSize }), fetcher);
  return (
    <>
      <Form
        layout="inline"
        initialValues={filter}
        onValuesChange={(_, values: TicketQuery) => {
          setPage(1);
          setFilter({ ...values, search: values.search?.trim() || undefined });
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item label="Status" name="status">
          <Select allowClear placeholder="Any" style={{ width: 130 }} options={ticketStatuses.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item label="Kind" name="kind">
          <Select
            allowClear
            placeholder="Any"
            style={{ width: 150 }}
            options={helpRequestKinds.map((value) => ({ value, label: value === 'help' ? 'help request' : value }))}
          />
        </Form.Item>
        <Form.Item label="Search" name="search">
          <Input allowClear placeholder="E-mail, name or CP- reference" style={{ width: 260 }} />
        </Form.Item>
      </Form>
      <ErrorAlert error={error} />
      <Table<TicketSummary>
        rowKey="id"
        loading={!data && !error}
        dataSource={data?.tickets}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: 'Ticket', key: 'id', render: (_, ticket) => <Link to={`tickets/${ticket.id}`}>#{ticket.id}</Link> },
          { title: 'Kind', key: 'kind', render: (_, ticket) => <KindTag kind={ticket.kind} /> },
          { title: 'Status', key: 'status', render: (_, ticket) => <StatusTag status={ticket.status} /> },
          { title: 'Reference', key: 'reference', render: (_, ticket) => ticket.reference ?? '—' },
          { title: 'Visitor', key: 'visitor', render: (_, ticket) => (ticket.erased ? 'erased' : <><bdi>{ticket.name}</bdi> {`<${ticket.email}>`}</>) },
          { title: 'Market', dataIndex: 'country', key: 'country', responsive: ['lg'] },
          { title: 'Received', key: 'createdAt', render: (_, ticket) => formatMoment(ticket.createdAt) },
        ]}
      />
    </>
  );
}
