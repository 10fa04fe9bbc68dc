import { useState } from 'react';
import { App, Button, Card, Descriptions, Space, Table, Typography } from 'antd';
import { ScrollTable } from '../common/scroll-table';
import { EyeOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { ApplicationDetail, VisitorDetails } from '@storefront/shared/contract';
import { fetcher } from '../api/client';
import { ErrorAlert, errorText } from '../api/errors';
import { applicationPath, revealVisitor } from '../api/applications-api';
import { KeyFactsSeen } from '../catalog/key-facts-seen';
import { formatMoment } from '../common/dates';
import { formatMoney } from '../common/money';

/**
 * An application's whole story: the visitor (masked until revealed, and the reveal audited), the
 * answers, the ranking shown, partner events, the bonus and the mails with their delivery.
 */
export function ApplicationPage() {
  const reference = useParams().reference ?? '';
  const { message } = App.useApp();
  const { data, error } = useSWR<ApplicationDetail>(applicationPath(reference), fetcher);
  const [revealed, setRevealed] = useState<VisitorDetails>();
  const reveal = async () => {
    try {
      setRevealed(await revealVisitor(reference));
    } catch (failure) {
      message.error(errorText(failure));
    }
  };
  if (error) return <ErrorAlert error={error} />;
  if (!data) return <Card loading />;
  const { application } = data;
  const visitor = revealed ?? application.visitor;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          Application {application.reference}
        </Typography.Title>
        <Link to="..">All applications</Link>
      </Space>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Status">{application.status}</Descriptions.Item>
        <Descriptions.Item label="Market">{application.market}</Descriptions.Item>
        <Descriptions.Item label="Product">{`${application.type}${application.productName ? `: ${application.productName}` : ''}`}</Descriptions.Item>
        <Descriptions.Item label="Partner">{application.partner ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Created">{formatMoment(application.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Submitted">{formatMoment(application.submittedAt)}</Descriptions.Item>
        <Descriptions.Item label="Visitor">
          <bdi>{visitor.name}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label="E-mail">{visitor.email}</Descriptions.Item>
        <Descriptions.Item label="Mobile">{visitor.mobileNumber}</Descriptions.Item>
        <Descriptions.Item label="Personal data">
          {revealed ? 'Shown (the view is in the audit log)' : <Button size="small" icon={<EyeOutlined />} onClick={reveal}>Reveal</Button>}
        </Descriptions.Item>
      </Descriptions>
      <KeyFactsSeen reference={application.reference} />
      <Card title="Answers" size="small">
        <ScrollTable label="Answers" rowKey={(row) => `${row.question}-${row.answeredAt}`} size="small" pagination={false} dataSource={data.answers}
          columns={[
            { title: 'Question', dataIndex: 'question', key: 'question' },
            { title: 'Answer', dataIndex: 'answer', key: 'answer' },
            { title: 'When', key: 'answeredAt', render: (_, row) => formatMoment(row.answeredAt) },
          ]}
        />
      </Card>
      <Card title="Ranking shown" size="small">
        <Table rowKey={(row) => `${row.productId}-${row.shownAt}`} size="small" pagination={false} dataSource={data.ranking}
          columns={[
            { title: 'Place', key: 'place', render: (_, _row, index) => index + 1 },
            { title: 'Product', dataIndex: 'productName', key: 'productName' },
            { title: 'Shown', key: 'shownAt', render: (_, row) => formatMoment(row.shownAt) },
          ]}
        />
      </Card>
      <Card title="Partner events" size="small">
        <ScrollTable label="Partner events" rowKey="eventId" size="small" pagination={false} dataSource={data.partnerEvents}
          columns={[
            { title: 'Event', dataIndex: 'eventId', key: 'eventId' },
            { title: 'Status', key: 'status', render: (_, row) => row.status ?? '—' },
            { title: 'Happened', key: 'occurredAt', render: (_, row) => formatMoment(row.occurredAt) },
            { title: 'Received', key: 'receivedAt', render: (_, row) => formatMoment(row.receivedAt) },
            { title: 'Outcome', dataIndex: 'outcome', key: 'outcome' },
          ]}
        />
      </Card>
      <Card title="Bonus" size="small">
        {data.bonus ? (
          <Descriptions size="small" column={{ xs: 1, md: 4 }}>
            <Descriptions.Item label="Amount">{formatMoney(data.bonus.amount, data.bonus.currency)}</Descriptions.Item>
            <Descriptions.Item label="State">{data.bonus.state}</Descriptions.Item>
            <Descriptions.Item label="Locked until">{formatMoment(data.bonus.lockUntil)}</Descriptions.Item>
            <Descriptions.Item label="Batch">{data.bonus.batchId ? `#${data.bonus.batchId}` : '—'}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Text type="secondary">No bonus.</Typography.Text>
        )}
      </Card>
      <Card title="Mails" size="small">
        <ScrollTable label="Mails" rowKey={(row) => `${row.kind}-${row.createdAt}`} size="small" pagination={false} dataSource={data.mails}
          columns={[
            { title: 'Mail', dataIndex: 'kind', key: 'kind' },
            { title: 'Delivery', dataIndex: 'status', key: 'status' },
            { title: 'Attempts', dataIndex: 'attempts', key: 'attempts' },
            { title: 'Queued', key: 'createdAt', render: (_, row) => formatMoment(row.createdAt) },
            { title: 'Sent', key: 'sentAt', render: (_, row) => formatMoment(row.sentAt) },
            { title: 'Last error', key: 'lastError', render: (_, row) => row.lastError ?? '—' },
          ]}
        />
      </Card>
    </Space>
  );
}
