import { Alert, Button, Card, Form, Input, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { operatorApi } from '../features/operators/operator-api';
import { ApiError } from '../lib/api-client';
import { sessionStore } from './session';

type OperatorFields = { username: string; password: string; otp?: string; recovery_code?: string };

function OperatorSignIn() {
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (fields: OperatorFields) => {
    setBusy(true);
    setError('');
    try {
      const body = useRecovery
        ? { username: fields.username, password: fields.password, recovery_code: fields.recovery_code }
        : { username: fields.username, password: fields.password, ...(fields.otp && { otp: fields.otp }) };
      // A session without the second factor (TOTP not enrolled yet) opens the enrolment page only.
      const s = await operatorApi.login(body);
      sessionStore.signIn({
        credential: { kind: 'operator', token: s.token },
        operator: s.operator,
        permissions: s.permissions,
        mfa: s.mfa,
      });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '登录失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<OperatorFields> layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item label="用户名" name="username" rules={[{ required: true, message: '请输入用户名' }]}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {useRecovery ? (
        <Form.Item label="恢复码" name="recovery_code" rules={[{ required: true, message: '请输入恢复码' }]}>
          <Input autoComplete="off" />
        </Form.Item>
      ) : (
        <Form.Item
          label="动态验证码"
          name="otp"
          extra="尚未绑定的账号留空，登录后绑定"
          rules={[{ pattern: /^\d{6}$/, message: '请输入 6 位动态验证码' }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
      )}
      <Button
        type="link"
        style={{ padding: 0, marginBottom: 16 }}
        onClick={() => setUseRecovery(!useRecovery)}
      >
        {useRecovery ? '使用动态验证码' : '无法使用验证器？使用恢复码'}
      </Button>
      {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} showIcon />}
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </Form>
  );
}

/** The shared x-admin-token: the server accepts it only outside production (or to create the first owner). */
function TokenSignIn() {
  return (
    <Form<{ token: string }>
      layout="vertical"
      requiredMark={false}
      onFinish={({ token }) => sessionStore.signInWithToken(token.trim())}
    >
      <Alert
        type="warning"
        title="仅供开发环境使用：生产环境请使用运营账号登录"
        style={{ marginBottom: 16 }}
      />
      <Form.Item
        label="管理令牌"
        name="token"
        rules={[{ required: true, whitespace: true, message: '请输入管理令牌' }]}
      >
        <Input.Password autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        进入后台
      </Button>
    </Form>
  );
}

/**
 * The development-token tab: always in a development build; in a production build only when the
 * server says the shared token still works (before the first owner exists).
 */
function useDevTokenTab(): boolean {
  const [serverAllows, setServerAllows] = useState(false);
  useEffect(() => {
    if (import.meta.env.DEV) return;
    let live = true;
    operatorApi
      .signInOptions()
      .then((o) => live && setServerAllows(o.dev_token))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return import.meta.env.DEV || serverAllows;
}

export function LoginPage() {
  const devToken = useDevTokenTab();
  const operator = { key: 'operator', label: '运营账号', children: <OperatorSignIn /> };
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 22, textAlign: 'center' }}>
          麒麟运营后台
        </Typography.Title>
        {devToken ? (
          <Tabs items={[operator, { key: 'token', label: '开发令牌', children: <TokenSignIn /> }]} />
        ) : (
          <OperatorSignIn />
        )}
      </Card>
    </main>
  );
}
