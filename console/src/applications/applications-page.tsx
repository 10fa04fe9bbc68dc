import { useState } from 'react';
import { App, Button, DatePicker, Form, Input, Select, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { marketCodes, markets, type ApplicationSearch, type ApplicationSearchResult, type ApplicationSummary } from '@storefront/shared/contract';
import { fetcher } from '../api/client';
import { ErrorAlert, errorText } from '../api/errors';
import { applicationsPath, exportApplications } from '../api/applications-api';
import { formatMoment } from '../common/dates';
import { PageTitle } from '../common/page-title';

interface SearchForm {
  reference?: string;
  email?: string;
  market?: string;
  status?: string;
  days?: [Dayjs, Dayjs];
}

const searchOf = ({ days, ...fields }: SearchForm): ApplicationSearch => {
  const search: ApplicationSearch = {};
  for (const [name, value] of Object.entries(fields)) if (typeof value === 'string' && value.trim()) Object.assign(search, { [name]: value.trim() });
  if (days) Object.assign(search, { from: days[0].format('YYYY-MM-DD'), to: days[1].format('YYYY-MM-DD') });
  return search;
};

/** Applications (support, admin): search with the visitors' details masked; export of a search as CSV (audited). */
export function ApplicationsPage() {
  const { message } = App.useApp();
  const [search, setSearch] = useState<ApplicationSearch>({});
  const { data, error } = useSWR<ApplicationSearchResult>(applicationsPath(search), fetcher);
  const [exporting, setExporting] = useState(false);
  const exportSearch = async () => {
    setExporting(true);
    try {
      message.success(`Exported ${await exportApplications(search)}`);
    } catch (failure) {
      message.error(errorText(failure));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <PageTitle title="Applications">
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportSearch}>
          Export CSV
        </Button>
      </PageTitle>
      <Form layout="inline" onFinish={(values: SearchForm) => setSearch(searchOf(values))} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label="Reference" name="reference">
          <Input allowClear placeholder="SF-..." style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="E-mail" name="email">
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="Market" name="market">
          <Select allowClear placeholder="Any" style={{ width: 120 }} options={marketCodes.map((code) => ({ value: code, label: markets[code].shortName }))} />
        </Form.Item>
        <Form.Item label="Status" name="status">
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="Created" name="days">
          <DatePicker.RangePicker />
        </Form.Item>
        <Button htmlType="submit">Search</Button>
      </Form>
      <ErrorAlert error={error} />
      <Table<ApplicationSummary>
        rowKey="reference"
        loading={!data && !error}
        dataSource={data?.applications}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Reference', key: 'reference', render: (_, row) => <Link to={row.reference}>{row.reference}</Link> },
          { title: 'Market', dataIndex: 'market', key: 'market' },
          { title: 'Product', key: 'product', render: (_, row) => `${row.type}${row.productName ? `: ${row.productName}` : ''}` },
          { title: 'Partner', key: 'partner', render: (_, row) => row.partner ?? '—' },
          { title: 'Status', dataIndex: 'status', key: 'status' },
          { title: 'Visitor', key: 'visitor', render: (_, row) => <><bdi>{row.visitor.name}</bdi> {`<${row.visitor.email}>`}</> },
          { title: 'Created', key: 'createdAt', render: (_, row) => formatMoment(row.createdAt) },
        ]}
      />
    </>
  );
}
