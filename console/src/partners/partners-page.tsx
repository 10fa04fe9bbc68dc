import { useState } from 'react';
import { Alert, App, Button, Drawer, Modal, Space, Table, Tag, Typography, Upload } from 'antd';
import { ScrollTable } from '../common/scroll-table';
import { UploadOutlined } from '@ant-design/icons';
import useSWR from 'swr';
import type {
  Partner, PartnerList, Postback, PostbackList, PostbackOutcome, ReconciliationSummary, SecretAction,
} from '@storefront/shared/contract';
import { fetcher } from '../api/client';
import { ErrorAlert, errorText } from '../api/errors';
import { changeSecrets, partnersPath, postbacksPath, uploadReconciliation } from '../api/partners-api';
import { formatMoment } from '../common/dates';
import { PageTitle } from '../common/page-title';
import { tagColours } from '../common/tag-colours';

const secretsText = (count: number) => (count === 0 ? 'none: postbacks refused' : count === 1 ? 'one' : 'two (rotation under way)');

/**
 * Partners (admin): each bank's click parameter and postback secrets (a new secret is shown once),
 * its recent postbacks with their outcome, and the upload of its monthly reconciliation CSV.
 */
export function PartnersPage() {
  const { message, modal } = App.useApp();
  const { data, error, mutate } = useSWR<PartnerList>(partnersPath, fetcher);
  const [secret, setSecret] = useState<{ partner: Partner; secret: string }>();
  const [postbacksOf, setPostbacksOf] = useState<Partner>();
  const [summary, setSummary] = useState<{ partner: Partner; summary: ReconciliationSummary }>();

  const secrets = async (partner: Partner, action: SecretAction['action']) => {
    try {
      const result = await changeSecrets(partner.bankId, action);
      if (result.secret) setSecret({ partner, secret: result.secret });
      else message.success(`${partner.name}: the older secret is revoked`);
      await mutate();
    } catch (failure) {
      message.error(errorText(failure));
    }
  };
  const confirmRevoke = (partner: Partner) =>
    modal.confirm({
      title: `Revoke the older secret of ${partner.name}?`,
      content: partner.activeSecrets === 1 ? 'It is the only one: the bank\'s postbacks are refused until a new secret is created.' : 'Postbacks signed with it are refused from now on.',
      okText: 'Revoke',
      okButtonProps: { danger: true },
      onOk: () => secrets(partner, 'revoke'),
    });
  const upload = async (partner: Partner, file: File) => {
    try {
      setSummary({ partner, summary: await uploadReconciliation(partner.bankId, await file.text()) });
      await mutate();
    } catch (failure) {
      message.error(errorText(failure));
    }
  };

  return (
    <>
      <PageTitle title="Partners" />
      <ErrorAlert error={error} />
      <Table<Partner>
        rowKey="bankId"
        loading={!data && !error}
        dataSource={data?.partners}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Bank', dataIndex: 'name', key: 'name' },
          { title: 'Market', dataIndex: 'country', key: 'country' },
          { title: 'Click parameter', key: 'clickParameter', render: (_, partner) => <Typography.Text code>{partner.clickParameter}</Typography.Text> },
          {
            title: 'Postback secrets',
            key: 'secrets',
            render: (_, partner) =>
              partner.activeSecrets === 0 ? <Tag color={tagColours.red}>{secretsText(0)}</Tag> : secretsText(partner.activeSecrets),
          },
          { title: 'Last postback', key: 'last', render: (_, partner) => formatMoment(partner.lastPostbackAt) },
          {
            title: 'Actions',
            key: 'actions',
            // Kept on screen however wide the other columns make the table.
            fixed: 'right',
            width: 280,
            render: (_, partner) => (
              <Space size={4} wrap>
                {partner.activeSecrets === 0 ? (
                  <Button size="small" onClick={() => secrets(partner, 'create')}>
                    Create secret
                  </Button>
                ) : (
                  <Button size="small" disabled={partner.activeSecrets > 1} onClick={() => secrets(partner, 'rotate')}>
                    Rotate secret
                  </Button>
                )}
                {partner.activeSecrets > 0 && (
                  <Button size="small" danger onClick={() => confirmRevoke(partner)}>
                    Revoke older secret
                  </Button>
                )}
                <Button size="small" onClick={() => setPostbacksOf(partner)}>
                  Postbacks
                </Button>
                <Upload
                  accept=".csv,text/csv"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void upload(partner, file);
                    return false;
                  }}
                >
                  <Button size="small" icon={<UploadOutlined />}>
                    Reconciliation CSV
                  </Button>
                </Upload>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={secret ? `New postback secret of ${secret.partner.name}` : ''}
        open={secret !== undefined}
        onCancel={() => setSecret(undefined)}
        footer={<Button type="primary" onClick={() => setSecret(undefined)}>I have stored it</Button>}
      >
        <Alert type="warning" showIcon title="Shown once: give it to the bank now. It is stored sealed and cannot be shown again." />
        <Typography.Paragraph copyable style={{ marginTop: 16 }}>
          <Typography.Text code>{secret?.secret}</Typography.Text>
        </Typography.Paragraph>
      </Modal>
      <Drawer title={postbacksOf ? `Recent postbacks of ${postbacksOf.name}` : ''} open={postbacksOf !== undefined} onClose={() => setPostbacksOf(undefined)} size="large">
        {postbacksOf && <PostbacksTable bankId={postbacksOf.bankId} />}
      </Drawer>
      <Modal title={summary ? `Reconciliation of ${summary.partner.name}` : ''} open={summary !== undefined} onCancel={() => setSummary(undefined)} footer={null} width={760}>
        {summary && <ReconciliationResult summary={summary.summary} />}
      </Modal>
    </>
  );
}

/** Each outcome of a postback as its tag shows it. */
const outcomeTags: Record<PostbackOutcome, { colour: string; text: string }> = {
  accepted: { colour: tagColours.green, text: 'accepted' },
  duplicate: { colour: tagColours.gold, text: 'duplicate' },
  refused: { colour: tagColours.red, text: 'refused' },
};

function PostbacksTable({ bankId }: { bankId: number }) {
  const { data, error } = useSWR<PostbackList>(postbacksPath(bankId), fetcher);
  return (
    <>
      <ErrorAlert error={error} />
      <ScrollTable<Postback>
        label="Recent postbacks"
        rowKey="id"
        size="small"
        loading={!data && !error}
        dataSource={data?.postbacks}
        columns={[
          { title: 'Received', key: 'receivedAt', render: (_, row) => formatMoment(row.receivedAt) },
          // The outcome and its reason first: what the drawer is opened for, in view at any width.
          {
            title: 'Outcome',
            key: 'outcome',
            render: (_, row) => <Tag color={outcomeTags[row.outcome].colour}>{outcomeTags[row.outcome].text}</Tag>,
          },
          { title: 'Why', key: 'reason', render: (_, row) => row.reason ?? '—' },
          { title: 'Application', key: 'reference', render: (_, row) => row.reference ?? '—' },
          { title: 'Status', key: 'status', render: (_, row) => row.status ?? '—' },
          { title: 'Via', key: 'via', render: (_, row) => (row.via === 'reconciliation' ? 'reconciliation file' : 'postback') },
          { title: 'Event', key: 'eventId', render: (_, row) => row.eventId ?? '—' },
          { title: 'Answer', dataIndex: 'answerStatus', key: 'answerStatus' },
        ]}
      />
    </>
  );
}

function ReconciliationResult({ summary }: { summary: ReconciliationSummary }) {
  return (
    <>
      <Typography.Paragraph>
        {summary.changed} changed an application, {summary.applied} applied, {summary.known} already known, {summary.refused} refused.
      </Typography.Paragraph>
      <ScrollTable
        label="Reconciliation rows"
        rowKey="line"
        size="small"
        dataSource={summary.rows}
        columns={[
          { title: 'Line', dataIndex: 'line', key: 'line' },
          { title: 'Application', dataIndex: 'reference', key: 'reference' },
          { title: 'Outcome', dataIndex: 'outcome', key: 'outcome' },
          { title: 'Application status', key: 'applicationStatus', render: (_, row) => row.applicationStatus ?? '—' },
          { title: 'Why', key: 'reason', render: (_, row) => row.reason ?? '—' },
        ]}
      />
    </>
  );
}
