import { useState } from 'react';
import { App, Button, Card, Flex, Form, Select, Space, Table, Typography } from 'antd';
import { DownloadOutlined, RollbackOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { markets, type CatalogDiff, type CatalogVersionList, type CatalogVersionSummary } from '@storefront/shared/contract';
import { comparePath, exportLive, republish, versionsPath } from '../api/catalog-api';
import { fetcher } from '../api/client';
import { ErrorAlert, errorText } from '../api/errors';
import { formatMoment } from '../common/dates';
import { PageTitle } from '../common/page-title';
import { DiffTable } from './diff-table';
import { MarketSwitch, useCatalogMarket } from './drafts-page';
import { inMarketTime } from './market-time';
import { publishOutcome } from './publish-dialog';

/**
 * Every published version of a market's catalog, who published and approved it and when it went
 * live; any two compared; an earlier one re-published as a new version (the same four-eyes rule).
 */
export function HistoryPage() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [market, setMarket] = useCatalogMarket();
  const { data, error, mutate } = useSWR<CatalogVersionList>(versionsPath(market), fetcher);
  const versions = data?.versions ?? [];
  const [from, setFrom] = useState<number>();
  const [to, setTo] = useState<number>();
  const comparing = from !== undefined && to !== undefined;
  const { data: compared, error: compareError } = useSWR<CatalogDiff>(comparing ? comparePath(market, from, to) : null, fetcher);
  const entries = compared?.entries;
  const options = versions.map((version) => ({ value: version.version, label: `Version ${version.version} (${formatMoment(version.effectiveAt)})` }));

  const again = (version: CatalogVersionSummary) =>
    modal.confirm({
      title: `Re-publish version ${version.version} of ${markets[market].shortName} as a new version?`,
      content: 'Its catalog goes live again now; a change of a cost figure waits for a second operator.',
      okText: 'Re-publish',
      onOk: async () => {
        try {
          const draft = await republish(market, version.version);
          message.success(publishOutcome(draft));
          await mutate();
          navigate(`/catalog/drafts/${draft.id}`);
        } catch (failure) {
          message.error(errorText(failure));
        }
      },
    });
  const download = async (version: number) => {
    try {
      await exportLive(market, version);
    } catch (failure) {
      message.error(errorText(failure));
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <PageTitle title={`Catalog history: ${markets[market].shortName}`}>
        <MarketSwitch market={market} onChange={setMarket} />
      </PageTitle>
      <Link to={`/catalog?market=${market}`}>Drafts</Link>
      <ErrorAlert error={error} />
      <Table<CatalogVersionSummary>
        aria-label="Published versions"
        rowKey="version"
        size="small"
        loading={!data && !error}
        dataSource={versions}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text type="secondary">No version published yet</Typography.Text> }}
        columns={[
          { title: 'Version', dataIndex: 'version', key: 'version' },
          { title: 'Live from', key: 'effectiveAt', render: (_, row) => inMarketTime(market, row.effectiveAt) },
          { title: 'Published', key: 'publishedAt', render: (_, row) => `${formatMoment(row.publishedAt)} by ${row.publishedBy}` },
          { title: 'Approved by', key: 'approvedBy', render: (_, row) => row.approvedBy ?? '—' },
          {
            title: 'From',
            key: 'source',
            render: (_, row) =>
              row.republishOf !== null ? `Re-publish of version ${row.republishOf}` : row.sourceDraftId !== null ? <Link to={`/catalog/drafts/${row.sourceDraftId}`}>{`Draft #${row.sourceDraftId}`}</Link> : '—',
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, row) => (
              <Space size={4} wrap>
                <Button size="small" icon={<RollbackOutlined />} onClick={() => again(row)} aria-label={`Re-publish version ${row.version} as new version`}>
                  Re-publish
                </Button>
                <Button size="small" icon={<DownloadOutlined />} onClick={() => download(row.version)} aria-label={`Export version ${row.version} as YAML`}>
                  YAML
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Card size="small" title="Compare two versions">
        <Form layout="vertical">
          <Flex gap={16} wrap>
            <Form.Item label="Older version" htmlFor="compare-from" style={{ minWidth: 240 }}>
              <Select id="compare-from" value={from} onChange={setFrom} options={options} placeholder="Choose a version" />
            </Form.Item>
            <Form.Item label="Newer version" htmlFor="compare-to" style={{ minWidth: 240 }}>
              <Select id="compare-to" value={to} onChange={setTo} options={options} placeholder="Choose a version" />
            </Form.Item>
          </Flex>
        </Form>
        <ErrorAlert error={compareError} />
        {comparing && <DiffTable caption={`Version ${from} against version ${to}`} entries={entries} loading={!entries && !compareError} />}
      </Card>
    </Space>
  );
}
