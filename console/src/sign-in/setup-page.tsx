import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { operatorPasswordMinLength, type OperatorSetup } from '@storefront/shared/contract';
import { ErrorAlert } from '../api/errors';
import { setUpFirstAdmin } from '../api/operator-api';

/**
 * The first admin, from the one-time link the API logs when it starts without any operator
 * (/setup#<token>: the token stays out of server logs and referrers).
 */
export function SetupPage({ onDone }: { onDone: () => void }) {
  const token = window.location.hash.slice(1);
  const [error, setError] = useState<unknown>();
  const [created, setCreated] = useState(false);
  const submit = async ({ email, password }: Omit<OperatorSetup, 'token'>) => {
    setError(undefined);
    try {
      await setUpFirstAdmin({ token, email, password });
      setCreated(true);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <Flex justify="center" style={{ padding: 24 }}>
      <Card style={{ width: 'min(440px, 100%)' }}>
        <main>
          <Typography.Title level={1}>Create the first admin</Typography.Title>
          {created ? (
            <>
              <Alert type="success" showIcon title="The first admin exists. Sign in to set up the second factor." />
              <Button type="primary" block style={{ marginTop: 16 }} onClick={onDone}>
                Go to sign-in
              </Button>
            </>
          ) : (
            <Form layout="vertical" onFinish={submit} requiredMark={false}>
              <Form.Item label="E-mail" name="email" rules={[{ required: true, type: 'email', message: 'Enter an e-mail address' }]}>
                <Input autoComplete="username" />
              </Form.Item>
              <Form.Item
                label="Password"
                name="password"
                rules={[{ required: true, min: operatorPasswordMinLength, message: `At least ${operatorPasswordMinLength} characters` }]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <ErrorAlert error={error} />
              <Button type="primary" htmlType="submit" block style={{ marginTop: 16 }}>
                Create admin
              </Button>
            </Form>
          )}
        </main>
      </Card>
    </Flex>
  );
}
