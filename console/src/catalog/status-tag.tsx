import { Tag } from 'antd';
import type { CatalogDraftStatus } from '@storefront/shared/contract';
import { tagColours } from '../common/tag-colours';

const colours: Record<CatalogDraftStatus, string | undefined> = {
  open: tagColours.blue,
  'awaiting-approval': tagColours.gold,
  scheduled: tagColours.volcano,
  published: tagColours.green,
  discarded: undefined,
};

/** A draft's status as a tag: open, awaiting approval, scheduled, published, discarded. */
export function DraftStatusTag({ status }: { status: CatalogDraftStatus }) {
  return <Tag color={colours[status]}>{status.replace('-', ' ')}</Tag>;
}
