import { Tag } from 'antd';
import type { HelpRequestKind, TicketStatus } from '@storefront/shared/contract';

const statusColours: Record<TicketStatus, string> = { new: 'blue', answered: 'green', closed: 'default' };

export const StatusTag = ({ status }: { status: TicketStatus }) => <Tag color={statusColours[status]}>{status}</Tag>;
export const KindTag = ({ kind }: { kind: HelpRequestKind }) =>
  kind === 'complaint' ? <Tag color="volcano">complaint</Tag> : <Tag>help request</Tag>;
