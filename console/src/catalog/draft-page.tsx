import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, InputNumber, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import { DownloadOutlined, EyeOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { markets, type CatalogDiff, type CatalogDraft, type CatalogEntityKind, type PreviewLink } from '@storefront/shared/contract';
import { createPreview, discardDraft, draftDiffPath, draftPath, entitiesOf, exportDraft, problemsOf, removeEntity, saveMarket } from '../api/catalog-api';
import { ConsoleApiError, fetcher } from '../api/client';
import { ErrorAlert, errorText } from '../api/errors';
import { formatMoment } from '../common/dates';
import { PageTitle } from '../common/page-title';
import { ApprovalButtons } from './approval-buttons';
import { DiffTable } from './diff-table';
import { EntityDrawer, type EntityEdit } from './entity-drawer';
import { entityKinds, type EntityKindInfo } from './entity-fields';
import { showProblems } from './entity-form';
import { nextId } from './entity-values';
import { inMarketTime } from './market-time';
import { PublishDialog } from './publish-dialog';
import { DraftStatusTag } from './status-tag';

/**
 * A draft of a market's catalog: what it changes against the live catalog, a table per kind of
 * entity with a form for each, the market's bonus and lock period; preview on the storefront,
 * publish now or at a date, export as YAML, discard.
 */
export function DraftPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const { data: draft, error, mutate } = useSWR<CatalogDraft>(draftPath(id), fetcher);
  const { data: diff, mutate: mutateDiff } = useSWR<CatalogDiff>(draft ? draftDiffPath(id) : null, fetcher);
  const [edit, setEdit] = useState<EntityEdit>();
  const [publishing, setPublishing] = useState(false);
  const [preview, setPreview] = useState<PreviewLink>();
  if (error) return <ErrorAlert error={error} />;
  if (!draft) return <Card loading />;
  const editable = draft.status === 'open';
  const changed = async (next?: CatalogDraft) => {
    await mutate(next, { revalidate: next === undefined });
    await mutateDiff();
  };
  const remove = async (kind: CatalogEntityKind, entityId: number) => {
    try {
      await changed(await removeEntity(draft, kind, entityId));
      message.success(`Removed ${kind} ${entityId} from draft #${draft.id}`);
    } catch (failure) {
      message.error(errorText(failure));
      if (failure instanceof ConsoleApiError && failure.status === 409) await changed();
    }
  };
  const openPreview = async () => {
    try {
      setPreview(await createPreview(draft.id));
    } catch (failure) {
      message.error(errorText(failure));
    }
  };
  const discard = () =>
    modal.confirm({
      title: `Discard draft #${draft.id}?`,
      content: 'Its changes are dropped; the live catalog stays as it is.',
      okText: 'Discard',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await discardDraft(draft.id);
          navigate('/catalog');
        } catch (failure) {
          message.error(errorText(failure));
        }
      },
    });
  const download = async () => {
    try {
      await exportDraft(draft.id);
    } catch (failure) {
      message.error(errorText(failure));
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageTitle title={`Draft #${draft.id}: ${markets[draft.market].shortName}`}>
        <Button icon={<EyeOutlined />} onClick={openPreview}>
          Preview on the storefront
        </Button>
        <Button type="primary" icon={<SendOutlined />} disabled={!editable} onClick={() => setPublishing(true)}>
          Publish
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          Export YAML
        </Button>
        {editable && (
          <Button danger onClick={discard}>
            Discard
          </Button>
        )}
      </PageTitle>
      <Link to="/catalog">All drafts</Link>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Status">
          <DraftStatusTag status={draft.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Title">{draft.title}</Descriptions.Item>
        <Descriptions.Item label="Copied from version">{draft.baseVersion ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Revision">{draft.revision}</Descriptions.Item>
        <Descriptions.Item label="Created">{`${formatMoment(draft.createdAt)} by ${draft.createdBy}`}</Descriptions.Item>
        <Descriptions.Item label="Last change">{`${formatMoment(draft.updatedAt)} by ${draft.updatedBy}`}</Descriptions.Item>
        <Descriptions.Item label="Goes live">{inMarketTime(draft.market, draft.publishAt)}</Descriptions.Item>
        <Descriptions.Item label="Publish requested by">{draft.requestedBy ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Approved by">{draft.approvedBy ?? '—'}</Descriptions.Item>
      </Descriptions>
      {draft.status === 'awaiting-approval' && (
        <Alert
          type="warning"
          showIcon
          title="A cost figure changes: a second catalog or admin operator must approve this publish."
          action={<ApprovalButtons draft={draft} onDone={(next) => changed(next)} />}
        />
      )}
      {preview && (
        <Alert
          type="info"
          showIcon
          closable={{ onClose: () => setPreview(undefined) }}
          title={
            <a href={preview.url} target="_blank" rel="noopener noreferrer">
              Open the preview on the storefront
            </a>
          }
          description={`The link works until ${formatMoment(preview.expiresAt)}; the storefront marks every page "Preview".`}
        />
      )}
      {draft.problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={`${draft.problems.length} problem${draft.problems.length === 1 ? '' : 's'} to fix before publishing`}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {draft.problems.slice(0, 20).map((problem) => (
                <li key={`${problem.path.join('.')}-${problem.message}`}>{`${problem.path.join('.')}: ${problem.message}`}</li>
              ))}
            </ul>
          }
        />
      )}
      <Tabs
        items={[
          {
            key: 'changes',
            label: `Changes${diff ? ` (${diff.entries.length})` : ''}`,
            children: <DiffTable caption="What the draft changes against the live catalog" entries={diff?.entries} loading={!diff} />,
          },
          ...entityKinds.map((info) => ({
            key: info.kind,
            label: info.title,
            children: (
              <EntityTable
                info={info}
                draft={draft}
                editable={editable}
                onEdit={(entity, isNew) => setEdit({ kind: info.kind, title: `${info.singular}${isNew ? '' : ` ${info.label(entity)}`}`, entity, isNew })}
                onRemove={(entityId) => remove(info.kind, entityId)}
              />
            ),
          })),
          { key: 'market', label: 'Bonus and lock period', children: <MarketForm draft={draft} editable={editable} onSaved={changed} /> },
        ]}
      />
      {edit && (
        <EntityDrawer
          draft={draft}
          edit={edit}
          onClose={() => setEdit(undefined)}
          onStale={() => void changed()}
          onSaved={async (next) => {
            setEdit(undefined);
            await changed(next);
          }}
        />
      )}
      {publishing && (
        <PublishDialog
          draft={draft}
          open
          onClose={() => setPublishing(false)}
          onDone={async (next) => {
            setPublishing(false);
            await changed(next);
          }}
        />
      )}
    </Space>
  );
}

function EntityTable({
  info,
  draft,
  editable,
  onEdit,
  onRemove,
}: {
  info: EntityKindInfo;
  draft: CatalogDraft;
  editable: boolean;
  onEdit: (entity: Record<string, unknown>, isNew: boolean) => void;
  onRemove: (entityId: number) => void;
}) {
  const rows = entitiesOf(draft.document, info.kind) as unknown as (Record<string, unknown> & { id: number })[];
  const currency = draft.document.bonus.currency;
  const costColumn =
    info.kind === 'card'
      ? [{ title: 'Annual fee', key: 'fee', render: (_: unknown, row: Record<string, unknown>) => `${currency} ${String((row.costs as { annualFee: number }).annualFee)}` }]
      : info.kind === 'loan'
        ? [{ title: 'Rate', key: 'rate', render: (_: unknown, row: Record<string, unknown>) => `${String(row.interestRate)}% ${String(row.rateType)}` }]
        : [];
  const allIds = entityKinds.flatMap((kind) => kind.list(draft.document).map((entity) => entity.id));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {editable && (
        <Button icon={<PlusOutlined />} onClick={() => onEdit({ id: nextId(allIds) }, true)}>
          Add {info.singular}
        </Button>
      )}
      <Table<Record<string, unknown> & { id: number }>
        aria-label={info.title}
        rowKey="id"
        size="small"
        dataSource={rows}
        pagination={{ pageSize: 25, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Id', dataIndex: 'id', key: 'id' },
          { title: 'Name', key: 'name', render: (_, row) => info.label(row) },
          ...costColumn,
          {
            title: 'Actions',
            key: 'actions',
            render: (_, row) => (
              <Space size={4}>
                <Button size="small" aria-label={`${editable ? 'Edit' : 'View'} ${info.label(row)}`} onClick={() => onEdit(row, false)}>
                  {editable ? 'Edit' : 'View'}
                </Button>
                {editable && (
                  <Popconfirm title={`Remove ${info.singular} ${info.label(row)} from the draft?`} okText="Remove" okButtonProps={{ danger: true }} onConfirm={() => onRemove(row.id)}>
                    <Button size="small" danger>
                      Remove
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}

/** The market's own figures: the bonus promised and the days it stays pending. */
function MarketForm({ draft, editable, onSaved }: { draft: CatalogDraft; editable: boolean; onSaved: (draft: CatalogDraft) => Promise<void> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const save = async (values: { bonusAmount: unknown; bonusLockDays: unknown }) => {
    try {
      await onSaved(await saveMarket(draft, values.bonusAmount, values.bonusLockDays));
      message.success('Saved the bonus and lock period');
    } catch (failure) {
      const problems = problemsOf(failure);
      if (problems.length > 0) showProblems(form, problems);
      else message.error(errorText(failure));
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      name="market"
      disabled={!editable}
      initialValues={{ bonusAmount: draft.document.bonus.amount, bonusLockDays: draft.document.bonusLockDays }}
      onFinish={save}
      style={{ maxWidth: 420 }}
    >
      <Form.Item name="bonusAmount" label="Bonus for an approved application">
        <InputNumber precision={0} suffix={draft.document.bonus.currency} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="bonusLockDays" label="Days the bonus stays pending (lock period)">
        <InputNumber precision={0} suffix="days" style={{ width: '100%' }} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        Save bonus and lock period
      </Button>
      {!editable && (
        <Tag style={{ marginInlineStart: 12 }}>Only an open draft can be changed</Tag>
      )}
    </Form>
  );
}
