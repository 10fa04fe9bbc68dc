import { useLayoutEffect, useRef } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, Button, HolderOutlined, Tag } from '@storefront/shared/ui';
import { SortableContainer, SortableElement } from 'react-sortable-hoc';
import { imageUrl } from '@storefront/shared';
import { useT } from '../i18n';
import type { FeaturePick } from '../state/recommendations-store';
import './ranking.css';

export interface RankedRow {
  feature: FeaturePick;
  /** Its picked sub-features, in the order they were picked. */
  subFeatures: FeaturePick[];
}

interface RowProps {
  row: RankedRow;
  position: number;
  total: number;
  onMove(from: number, to: number): void;
}

const imageSizePx = 40;

function Row({ row, position, total, onMove }: RowProps) {
  const t = useT();
  const { feature, subFeatures } = row;
  const index = position - 1;
  return (
    <li className="rec-rank-row" data-feature-id={feature.featureId}>
      <HolderOutlined className="rec-rank-grip" aria-hidden />
      <span className="rec-rank-number">{position}</span>
      <img src={imageUrl(feature.imageUrl)} alt="" width={imageSizePx} height={imageSizePx} />
      <span className="rec-rank-body">
        <span className="rec-rank-name">{feature.featureName}</span>
        {subFeatures.length > 0 && (
          <span className="rec-rank-chips">
            {subFeatures.map((sub, i) => (
              <Tag key={sub.featureId}>{t('ranking.subFeatureChip', { n: i + 1, name: sub.featureName })}</Tag>
            ))}
          </span>
        )}
      </span>
      <span className="rec-rank-moves">
        <Button
          data-move="up"
          icon={<ArrowUpOutlined />}
          aria-label={t('ranking.moveUp', { name: feature.featureName })}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        />
        <Button
          data-move="down"
          icon={<ArrowDownOutlined />}
          aria-label={t('ranking.moveDown', { name: feature.featureName })}
          disabled={index === total - 1}
          onClick={() => onMove(index, index + 1)}
        />
      </span>
    </li>
  );
}

const SortableRow = SortableElement<RowProps>(Row);

interface ListProps {
  rows: RankedRow[];
  onMove(from: number, to: number): void;
}

const SortableList = SortableContainer<ListProps>(({ rows, onMove }: ListProps) => (
  <ol className="rec-rank-list">
    {rows.map((row, i) => (
      <SortableRow
        key={row.feature.featureId}
        index={i}
        row={row}
        position={i + 1}
        total={rows.length}
        onMove={onMove}
      />
    ))}
  </ol>
));

/**
 * Rows reordered by dragging (vertical only) or with the Move up / Move down buttons. When a
 * button becomes disabled at either end, focus moves to its twin in the same commit that moves the
 * row, so the keyboard user is never left on a disabled button.
 */
export function RankingList({ rows, onMove }: ListProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    wrapper.current?.querySelector<HTMLButtonElement>(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });
  const move = (from: number, to: number) => {
    const id = rows[from]?.feature.featureId;
    const twin = to === 0 ? 'down' : to === rows.length - 1 ? 'up' : null;
    if (twin && id !== undefined) pendingFocus.current = `[data-feature-id="${id}"] [data-move="${twin}"]`;
    onMove(from, to);
  };
  return (
    <div ref={wrapper}>
      <SortableList
        rows={rows}
        onMove={move}
        lockAxis="y"
        distance={4}
        helperClass="rec-rank-dragging"
        onSortEnd={({ oldIndex, newIndex }) => {
          if (oldIndex !== newIndex) onMove(oldIndex, newIndex);
        }}
      />
    </div>
  );
}
