import { App, Button, Card, Segmented, Space, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, HistoryOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { isMarketCode, marketCodes, markets, type CatalogDraftList, type CatalogDraftSummary, type CountryCode } from '@storefront/shared/contract';
import { createDraft, draftsPath, exportLive, importYaml } from '../api/catalog-api';
import { fetcher } from '../api/client';
import { ErrorAlert, errorText } from '../api/errors';
import { formatMoment } from '../common/dates';
import { PageTitle } from '../common/page-title';
import { ApprovalButtons } from './approval-buttons';
import { inMarketTime } from './market-time';
import { DraftStatusTag } from './status-tag';

/** The market the catalog pages show, from the address (`?market=` and its code); the first market by default. */
export function useCatalogMarket(): [CountryCode, (market: CountryCode) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('market');
  const market: CountryCode = isMarketCode(asked) ? asked : marketCodes[0];
  return [market, (next) => setParams({ market: next })];
}

export function MarketSwitch({ market, onChange }: { market: CountryCode; onChange: (market: CountryCode) => void }) {
  return (
    <Segmented<CountryCode>
      aria-label="Market"
      value={market}
      onChange={onChange}
      options={marketCodes.map((code) => ({ value: code, label: markets[code].shortName }))}
    />
  );
}

/**
 * The catalog's drafts per market (new, imported from a YAML file), the live catalog's export and
 * history, and the approval queue: publishes of every market awaiting a second operator.
 */
export function DraftsPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [market, setMarket] = useCatalogMarket();
  const { data, error, mutate } = useSWR<CatalogDraftList>(draftsPath(market), fetcher);
  const { data: every, mutate: mutateQueue } = useSWR<CatalogDraftList>(draftsPath(), fetcher);
  const queue = every?.drafts.filter((draft) => draft.status === 'awaiting-approval') ?? [];
  const start = async () => {
    try {
      const draft = await createDraft(market);
      navigate(`/catalog/drafts/${draft.id}`);
    } catch (failure) {
      message.error(errorText(failure));
    }
  };
  const upload = async (file: File) => {
    try {
      const draft = await importYaml(file.name, await file.text());
      message.success(
        draft.problems.length === 0 ? `Imported ${file.name} as draft #${draft.id}` : `Imported ${file.name} as draft #${draft.id}, with ${draft.problems.length} problems to fix`,
      );
      navigate(`/catalog/drafts/${draft.id}`);
    } catch (failure) {
      message.error(errorText(failure));
    }
  };
  const download = async () => {
    try {
      await exportLive(market);
    } catch (failure) {
      message.error(errorText(failure));
    }
  };
  const refresh = async () => {
    await Promise.all([mutate(), mutateQueue()]);
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <PageTitle title="Catalog">
        <MarketSwitch market={market} onChange={setMarket} />
      </PageTitle>
      <Card size="small" title="Approval queue">
        <DraftsTable drafts={queue} loading={!every} approvals onDecided={refresh} caption="Publishes awaiting approval" />
      </Card>
      <Card
        size="small"
        title={`Drafts of ${markets[market].shortName}`}
        extra={
          <Space wrap size={8}>
            <Button type="primary" icon={<PlusOutlined />} onClick={start}>
              New draft
            </Button>
            <Upload
              accept=".yaml,.yml,application/yaml,text/yaml"
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>Import YAML</Button>
            </Upload>
            <Button icon={<DownloadOutlined />} onClick={download}>
              Export live YAML
            </Button>
            <Link to={`/catalog/history?market=${market}`}>
              <HistoryOutlined /> History
            </Link>
          </Space>
        }
      >
        <ErrorAlert error={error} />
        <DraftsTable drafts={data?.drafts ?? []} loading={!data && !error} onDecided={refresh} caption={`Drafts of ${markets[market].shortName}`} />
      </Card>
    </Space>
  );
}

function DraftsTable({
  drafts,
  loading,
  approvals,
  onDecided,
  caption,
}: {
  drafts: readonly CatalogDraftSummary[];
  loading: boolean;
  approvals?: boolean;
  onDecided: () => Promise<void>;
  caption: string;
}) {
  return (
    <Table<CatalogDraftSummary>
      aria-label={caption}
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={drafts as CatalogDraftSummary[]}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Typography.Text type="secondary">{approvals ? 'Nothing awaits approval' : 'No drafts'}</Typography.Text> }}
      columns={[
        { title: 'Draft', key: 'id', render: (_, draft) => <Link to={`/catalog/drafts/${draft.id}`}>{`#${draft.id}`}</Link> },
        { title: 'Market', key: 'market', render: (_, draft) => markets[draft.market].shortName },
        { title: 'Title', dataIndex: 'title', key: 'title' },
        { title: 'Status', key: 'status', render: (_, draft) => <DraftStatusTag status={draft.status} /> },
        { title: 'Problems', dataIndex: 'problemCount', key: 'problemCount' },
        { title: 'Last change', key: 'updated', render: (_, draft) => `${formatMoment(draft.updatedAt)} by ${draft.updatedBy}` },
        { title: 'Goes live', key: 'publishAt', render: (_, draft) => inMarketTime(draft.market, draft.publishAt) },
        ...(approvals
          ? [
              { title: 'Requested by', key: 'requestedBy', render: (_: unknown, draft: CatalogDraftSummary) => draft.requestedBy ?? '—' },
              { title: 'Decision', key: 'decision', render: (_: unknown, draft: CatalogDraftSummary) => <ApprovalButtons draft={draft} onDone={() => void onDecided()} /> },
            ]
          : []),
      ]}
    />
  );
}
