import { Tag, Typography } from 'antd';
import type { CatalogDiffEntry } from '@storefront/shared/contract';
import { ScrollTable } from '../common/scroll-table';
import { tagColours } from '../common/tag-colours';

/** A changed value as an operator reads it: text as written, figures as numbers, objects as JSON. */
export function diffValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const whatChanged = (entry: CatalogDiffEntry) => (entry.before === null || entry.before === undefined ? 'added' : entry.after === null || entry.after === undefined ? 'removed' : 'changed');

/**
 * What changes, field by field, old and new side by side; cost figures (publishing them needs a
 * second operator) marked. Arabic and Urdu values are shown right to left.
 */
export function DiffTable({ entries, loading, caption }: { entries: readonly CatalogDiffEntry[] | undefined; loading?: boolean; caption: string }) {
  return (
    <ScrollTable<CatalogDiffEntry>
      label={caption}
      aria-label={caption}
      rowKey={(entry) => `${entry.kind}-${entry.entityId ?? ''}-${entry.field}`}
      size="small"
      loading={loading}
      dataSource={entries as CatalogDiffEntry[] | undefined}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      locale={{ emptyText: <Typography.Text type="secondary">No changes</Typography.Text> }}
      columns={[
        { title: 'Kind', dataIndex: 'kind', key: 'kind' },
        { title: 'Entity', key: 'entity', render: (_, entry) => (entry.entityId === null ? entry.label : `${entry.label} (${entry.entityId})`) },
        {
          title: 'Field',
          key: 'field',
          render: (_, entry) => (
            <>
              {entry.field === '' ? <Typography.Text italic>{whatChanged(entry)}</Typography.Text> : <Typography.Text code>{entry.field}</Typography.Text>}
              {entry.costFigure && (
                <Tag color={tagColours.volcano} style={{ marginInlineStart: 8 }}>
                  Cost figure
                </Tag>
              )}
            </>
          ),
        },
        { title: 'Before', key: 'before', render: (_, entry) => <ChangedValue entry={entry} value={entry.before} /> },
        { title: 'After', key: 'after', render: (_, entry) => <ChangedValue entry={entry} value={entry.after} /> },
      ]}
    />
  );
}

function ChangedValue({ entry, value }: { entry: CatalogDiffEntry; value: unknown }) {
  const language = /(?:^|\.)(ar|ur)$/.exec(entry.field)?.[1];
  const text = diffValue(value);
  return (
    <span dir={language ? 'rtl' : undefined} lang={language} style={{ display: 'inline-block', maxWidth: 420, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {entry.costFigure ? <strong>{text}</strong> : text}
    </span>
  );
}
