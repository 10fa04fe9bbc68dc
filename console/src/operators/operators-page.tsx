import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import useSWR from 'swr';
import {
  operatorPasswordMinLength,
  operatorRoles,
  type NewOperator,
  type OperatorList,
  type OperatorProfile,
  type OperatorRole,
} from '@storefront/shared/contract';
import { fetcher } from '../api/client';
import { ErrorAlert, errorText } from '../api/errors';
import {
  changeOperator,
  createOperator,
  operatorsPath,
  resetOperatorPassword,
  resetOperatorSecondFactor,
} from '../api/operator-api';
import { formatMoment } from '../common/dates';
import { PageTitle } from '../common/page-title';
import { useOperator } from '../session/session-context';
import { tagColours } from '../common/tag-colours';

const roleOptions = operatorRoles.map((role) => ({ value: role, label: role }));
const passwordRules = [
  { required: true, message: 'Enter a password' },
  { min: operatorPasswordMinLength, message: `At least ${operatorPasswordMinLength} characters` },
];

/** Operators (admin): add one with a role and a first password; change a role, disable, reset. */
export function OperatorsPage() {
  const me = useOperator();
  const { message, modal } = App.useApp();
  const { data, error, mutate } = useSWR<OperatorList>(operatorsPath, fetcher);
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<OperatorProfile | undefined>();

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      message.success(done);
      await mutate();
    } catch (failure) {
      message.error(errorText(failure));
    }
  };

  const columns = [
    { title: 'E-mail', dataIndex: 'email', key: 'email' },
    {
      title: 'Role',
      key: 'role',
      render: (_: unknown, operator: OperatorProfile) => (
        <Select
          aria-label={`Role of ${operator.email}`}
          value={operator.role}
          options={roleOptions}
          disabled={operator.id === me.id}
          style={{ width: 120 }}
          onChange={(role: OperatorRole) => act(() => changeOperator(operator.id, { role }), `${operator.email} is now ${role}`)}
        />
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, operator: OperatorProfile) => (
        <Space size={4} wrap>
          {operator.disabled ? <Tag color={tagColours.red}>disabled</Tag> : <Tag color={tagColours.green}>active</Tag>}
          {!operator.enrolled && <Tag>second factor not set up</Tag>}
        </Space>
      ),
    },
    { title: 'Added', key: 'createdAt', render: (_: unknown, operator: OperatorProfile) => formatMoment(operator.createdAt), responsive: ['lg' as const] },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, operator: OperatorProfile) =>
        operator.id === me.id ? null : (
          <Space size={4} wrap>
            <Button
              size="small"
              onClick={() =>
                act(
                  () => changeOperator(operator.id, { disabled: !operator.disabled }),
                  `${operator.email} ${operator.disabled ? 'enabled' : 'disabled'}`,
                )
              }
            >
              {operator.disabled ? 'Enable' : 'Disable'}
            </Button>
            <Button size="small" onClick={() => setResetting(operator)}>
              Reset password
            </Button>
            <Button
              size="small"
              onClick={() =>
                modal.confirm({
                  title: `Reset the second factor of ${operator.email}?`,
                  content: 'They set up a new one at their next sign-in.',
                  okText: 'Reset second factor',
                  onOk: () => act(() => resetOperatorSecondFactor(operator.id), `${operator.email} sets up a new second factor at the next sign-in`),
                })
              }
            >
              Reset second factor
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <>
      <PageTitle title="Operators">
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
          Add operator
        </Button>
      </PageTitle>
      <ErrorAlert error={error} />
      <Table<OperatorProfile>
        rowKey="id"
        loading={!data && !error}
        dataSource={data?.operators}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <AddOperatorDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={async (operator) => {
          setAdding(false);
          message.success(`${operator.email} added as ${operator.role}`);
          await mutate();
        }}
      />
      <ResetPasswordDialog
        operator={resetting}
        onClose={() => setResetting(undefined)}
        onReset={(operator, password) => {
          setResetting(undefined);
          return act(() => resetOperatorPassword(operator.id, password), `${operator.email} has a new password`);
        }}
      />
    </>
  );
}

function AddOperatorDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (operator: OperatorProfile) => Promise<void>;
}) {
  const [form] = Form.useForm<NewOperator>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const submit = async (values: NewOperator) => {
    setBusy(true);
    setError(undefined);
    try {
      const operator = await createOperator(values);
      form.resetFields();
      await onAdded(operator);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="Add operator" open={open} onCancel={onClose} okText="Add operator" onOk={() => form.submit()} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ role: 'support' }}>
        <Form.Item label="E-mail" name="email" rules={[{ required: true, type: 'email', message: 'Enter an e-mail address' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Role" name="role" rules={[{ required: true }]}>
          <Select options={roleOptions} />
        </Form.Item>
        <Form.Item label="First password" name="password" rules={passwordRules} extra="Give it to them in person; they set up their second factor at the first sign-in.">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <ErrorAlert error={error} />
      </Form>
    </Modal>
  );
}

function ResetPasswordDialog({
  operator,
  onClose,
  onReset,
}: {
  operator: OperatorProfile | undefined;
  onClose: () => void;
  onReset: (operator: OperatorProfile, password: string) => Promise<void>;
}) {
  const [form] = Form.useForm<{ password: string }>();
  return (
    <Modal
      title={operator ? `New password for ${operator.email}` : ''}
      open={operator !== undefined}
      onCancel={onClose}
      okText="Set password"
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={({ password }) => operator && onReset(operator, password)}>
        <Form.Item label="New password" name="password" rules={passwordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
