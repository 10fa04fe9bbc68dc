import { lazy, Suspense, useState } from 'react';
import { Card, DatePicker, Form, Select, Space, Spin, Table } from 'antd';
import { ScrollTable } from '../common/scroll-table';
import dayjs, { type Dayjs } from 'dayjs';
import useSWR from 'swr';
import {
  funnelStages,
  marketCodes,
  markets,
  type FunnelQuery,
  type FunnelReport,
  type FunnelRow,
  type PartnerFunnel,
} from '@storefront/shared/contract';
import { fetcher, withQuery } from '../api/client';
import { ErrorAlert } from '../api/errors';
import { formatMoney } from '../common/money';
import { PageTitle } from '../common/page-title';
import { percent, stageLabels } from './stages';

const FunnelChart = lazy(() => import('./funnel-chart'));
const day = (value: Dayjs) => value.format('YYYY-MM-DD');

/**
 * The funnel (analyst, no personal data): how many journeys reached each stage over a range of
 * days, the conversion between stages as a chart and a table, the counts per day, market,
 * language and product, and each partner's revenue and bonus cost.
 */
export function FunnelPage() {
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, 'day'), dayjs()]);
  const [market, setMarket] = useState<FunnelQuery['market']>();
  const query: FunnelQuery = { from: day(range[0]), to: day(range[1]), market };
  const { data, error } = useSWR<FunnelReport>(withQuery('/funnel', { ...query }), fetcher);
  return (
    <>
      <PageTitle title="Funnel" />
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label="Days">
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            onChange={(values) => values?.[0] && values[1] && setRange([values[0], values[1]])}
          />
        </Form.Item>
        <Form.Item label="Market">
          <Select
            aria-label="Market"
            allowClear
            placeholder="All markets"
            style={{ width: 160 }}
            value={market}
            onChange={setMarket}
            options={marketCodes.map((code) => ({ value: code, label: markets[code].shortName }))}
          />
        </Form.Item>
      </Form>
      <ErrorAlert error={error} />
      {!data && !error && <Spin />}
      {data && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Card title="Journeys by stage" size="small">
            <div role="img" aria-label={data.totals.map((total) => `${stageLabels[total.stage]} ${total.count}`).join(', ')}>
              <Suspense fallback={<Spin />}>
                <FunnelChart totals={data.totals} />
              </Suspense>
            </div>
            <Table
              rowKey="stage"
              size="small"
              pagination={false}
              dataSource={data.totals}
              columns={[
                { title: 'Stage', key: 'stage', render: (_, total) => stageLabels[total.stage] },
                { title: 'Journeys', dataIndex: 'count', key: 'count', align: 'right' },
                { title: 'From the stage before', key: 'conversion', align: 'right', render: (_, total) => percent(total.conversion) },
              ]}
            />
          </Card>
          <Card title="Per day, market, language and product" size="small">
            <ScrollTable<FunnelRow>
              label="Per day, market, language and product"
              rowKey={(row) => `${row.day}-${row.market}-${row.language}-${row.product ?? 'none'}`}
              size="small"
              dataSource={data.rows}
              columns={[
                { title: 'Day', dataIndex: 'day', key: 'day', fixed: 'left' },
                { title: 'Market', dataIndex: 'market', key: 'market' },
                { title: 'Language', dataIndex: 'language', key: 'language' },
                { title: 'Product', key: 'product', render: (_, row) => row.product ?? '—' },
                ...funnelStages.map((stage) => ({
                  title: stageLabels[stage],
                  key: stage,
                  align: 'right' as const,
                  render: (_: unknown, row: FunnelRow) => row.counts[stage],
                })),
              ]}
            />
          </Card>
          <Card title="Partners" size="small">
            <ScrollTable<PartnerFunnel>
              label="Partners"
              rowKey={(row) => `${row.bankId}-${row.currency}`}
              size="small"
              pagination={false}
              dataSource={data.partners}
              columns={[
                { title: 'Partner', dataIndex: 'bankName', key: 'bankName' },
                { title: 'Market', dataIndex: 'market', key: 'market' },
                { title: 'Approved', dataIndex: 'approved', key: 'approved', align: 'right' },
                { title: 'Revenue', key: 'revenue', align: 'right', render: (_, row) => formatMoney(row.revenue, row.currency) },
                { title: 'Bonus cost', key: 'bonusCost', align: 'right', render: (_, row) => formatMoney(row.bonusCost, row.currency) },
              ]}
            />
          </Card>
        </Space>
      )}
    </>
  );
}
