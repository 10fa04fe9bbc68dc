import { Tag } from 'antd';
import type { HelpRequestKind, TicketStatus } from '@storefront/shared/contract';
import { tagColours } from '../common/tag-colours';

const statusColours: Record<TicketStatus, string> = { new: tagColours.blue, answered: tagColours.green, closed: 'default' };

export const StatusTag = ({ status }: { status: TicketStatus }) => <Tag color={statusColours[status]}>{status}</Tag>;
export const KindTag = ({ kind }: { kind: HelpRequestKind }) =>
  kind === 'complaint' ? <Tag color={tagColours.volcano}>complaint</Tag> : <Tag>help request</Tag>;
