import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import type { SessionState, TotpEnrolment } from '@storefront/shared/contract';
import { ErrorAlert } from '../api/errors';
import { confirmTotpCode, signInWithPassword, signOut } from '../api/operator-api';
import { useSession } from '../session/session-context';

/**
 * Signing in: e-mail and password, then the six-digit code of the operator's authenticator app;
 * at the first sign-in the second factor is enrolled first (QR code and secret as text).
 */
export function SignInPage() {
  const { session, refresh } = useSession();
  // The enrolment comes once, in the password step's answer.
  const [enrolment, setEnrolment] = useState<TotpEnrolment | undefined>();
  const take = async (state: SessionState) => {
    setEnrolment(state.enrolment);
    await refresh(state, { revalidate: false });
  };
  const startAgain = async () => {
    await signOut().catch(() => undefined);
    setEnrolment(undefined);
    await refresh();
  };
  const stage = session?.stage ?? 'signed-out';
  return (
    <Flex className="console-sign-in" justify="center" align="center">
      <Card style={{ width: 'min(440px, 100%)' }}>
        <main>
          {stage === 'totp' && <TotpStep onDone={take} onStartAgain={startAgain} />}
          {stage === 'enrol' && <EnrolStep enrolment={enrolment ?? session?.enrolment} onDone={take} onStartAgain={startAgain} />}
          {stage !== 'totp' && stage !== 'enrol' && <PasswordStep onDone={take} />}
        </main>
      </Card>
    </Flex>
  );
}

interface StepProps {
  onDone: (state: SessionState) => Promise<void>;
}

function useSubmit<T>(call: (values: T) => Promise<SessionState>, onDone: StepProps['onDone']) {
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const submit = async (values: T) => {
    setBusy(true);
    setError(undefined);
    try {
      await onDone(await call(values));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, submit };
}

function PasswordStep({ onDone }: StepProps) {
  const { error, busy, submit } = useSubmit(signInWithPassword, onDone);
  return (
    <>
      <Typography.Title level={1}>Sign in to the console</Typography.Title>
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item label="E-mail" name="email" rules={[{ required: true, message: 'Enter your e-mail' }]}>
          <Input type="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <ErrorAlert error={error} />
        <Button type="primary" htmlType="submit" loading={busy} block style={{ marginTop: 16 }}>
          Sign in
        </Button>
      </Form>
    </>
  );
}

function CodeForm({ onDone, submitText }: StepProps & { submitText: string }) {
  const { error, busy, submit } = useSubmit(({ code }: { code: string }) => confirmTotpCode(code), onDone);
  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item
        label="6-digit code"
        name="code"
        normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
        rules={[{ required: true, pattern: /^\d{6}$/, message: 'Enter the 6 digits your app shows' }]}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" autoFocus />
      </Form.Item>
      <ErrorAlert error={error} />
      <Button type="primary" htmlType="submit" loading={busy} block style={{ marginTop: 16 }}>
        {submitText}
      </Button>
    </Form>
  );
}

function TotpStep({ onDone, onStartAgain }: StepProps & { onStartAgain: () => void }) {
  return (
    <>
      <Typography.Title level={1}>Enter your code</Typography.Title>
      <Typography.Paragraph>Open your authenticator app and enter the code it shows for the console.</Typography.Paragraph>
      <CodeForm onDone={onDone} submitText="Verify" />
      <Button type="link" onClick={onStartAgain}>
        Sign in as someone else
      </Button>
    </>
  );
}

function EnrolStep({ enrolment, onDone, onStartAgain }: StepProps & { enrolment?: TotpEnrolment; onStartAgain: () => void }) {
  if (!enrolment) {
    return (
      <>
        <Typography.Title level={1}>Set up your second factor</Typography.Title>
        <Typography.Paragraph>The QR code is shown once, after your password. Sign in again to see it.</Typography.Paragraph>
        <Button type="primary" onClick={onStartAgain} block>
          Sign in again
        </Button>
      </>
    );
  }
  return (
    <>
      <Typography.Title level={1}>Set up your second factor</Typography.Title>
      <Typography.Paragraph>
        Scan this QR code with an authenticator app, or type the secret into it. Then enter the code the app shows.
      </Typography.Paragraph>
      <Flex justify="center">
        <img src={enrolment.qrDataUrl} alt="QR code of your second factor for an authenticator app" width={200} height={200} />
      </Flex>
      <Typography.Paragraph>
        Secret: <Typography.Text code copyable data-testid="totp-secret">{enrolment.secret}</Typography.Text>
      </Typography.Paragraph>
      <CodeForm onDone={onDone} submitText="Confirm and sign in" />
      <Button type="link" onClick={onStartAgain}>
        Sign in as someone else
      </Button>
    </>
  );
}
