import type { TotpSetupView } from '@qilin/contract';
import { Alert, Button, Card, Form, Input, List, Space, Steps, Typography } from 'antd';
import qrcode from 'qrcode-generator';
import { useMemo, useState } from 'react';
import { sessionStore } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { ApiError } from '../../lib/api-client';
import { operatorApi } from './operator-api';

/** The otpauth:// URI as an SVG QR code an authenticator app scans. */
function QrCode({ uri }: { uri: string }) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(uri);
    qr.make();
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.createSvgTag({ cellSize: 4, margin: 2 }))}`;
  }, [uri]);
  return <img src={src} alt="动态验证码绑定二维码" width={200} height={200} />;
}

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : '操作失败，请重试');

/**
 * TOTP enrolment for an operator signed in with a password only (such a session may do nothing else):
 * a new secret as a QR code, a code from the authenticator to confirm it, then the ten recovery
 * codes, shown this once.
 */
export function TotpEnrolPage() {
  const session = useSession();
  const [setup, setSetup] = useState<TotpSetupView | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await step();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(async () => setSetup(await operatorApi.totpSetup()));
  const confirm = ({ otp }: { otp: string }) =>
    run(async () => setCodes((await operatorApi.totpConfirm(otp)).recovery_codes));
  // The session passed its second factor at confirmation: read its permissions and open the console.
  const enter = () =>
    run(async () => {
      const me = await operatorApi.me();
      const current = sessionStore.get();
      if (current)
        sessionStore.signIn({ ...current, operator: me.operator, permissions: me.permissions, mfa: me.mfa });
    });
  const signOut = async () => {
    await operatorApi.logout().catch(() => undefined);
    sessionStore.signOut();
  };

  const current = codes ? 2 : setup ? 1 : 0;
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 560 }}>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          绑定动态验证码
        </Typography.Title>
        <Typography.Paragraph>
          账号 {session?.operator?.username ?? ''}{' '}
          尚未绑定动态验证码。绑定后才能使用运营后台，之后每次登录都需要输入验证器上的 6 位动态验证码。
        </Typography.Paragraph>
        <Steps
          size="small"
          current={current}
          style={{ marginBottom: 24 }}
          items={[{ title: '生成密钥' }, { title: '扫码并验证' }, { title: '保存恢复码' }]}
        />
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
        {current === 0 && (
          <Space>
            <Button type="primary" loading={busy} onClick={start}>
              开始绑定
            </Button>
            <Button onClick={signOut}>退出登录</Button>
          </Space>
        )}
        {current === 1 && setup && (
          <>
            <Space align="start" size={24}>
              <QrCode uri={setup.otpauth_uri} />
              <div>
                <Typography.Paragraph>
                  用验证器应用（如 Google Authenticator、Microsoft
                  Authenticator）扫描二维码；无法扫码时手动输入密钥：
                </Typography.Paragraph>
                <Typography.Paragraph copyable code data-testid="totp-secret">
                  {setup.secret}
                </Typography.Paragraph>
              </div>
            </Space>
            <Form<{ otp: string }>
              layout="vertical"
              onFinish={confirm}
              requiredMark={false}
              style={{ marginTop: 16 }}
            >
              <Form.Item
                label="验证器上的动态验证码"
                name="otp"
                rules={[{ required: true, pattern: /^\d{6}$/, message: '请输入 6 位动态验证码' }]}
              >
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  style={{ width: 200 }}
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                确认绑定
              </Button>
            </Form>
          </>
        )}
        {current === 2 && codes && (
          <>
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title="恢复码只显示这一次：请抄写或打印后妥善保存。手机丢失时，每个恢复码可代替动态验证码登录一次。"
            />
            <List
              aria-label="恢复码"
              size="small"
              bordered
              dataSource={codes}
              style={{ marginBottom: 16, fontFamily: 'monospace' }}
              renderItem={(c) => <List.Item>{c}</List.Item>}
            />
            <Button type="primary" loading={busy} onClick={enter}>
              我已保存恢复码，进入后台
            </Button>
          </>
        )}
      </Card>
    </main>
  );
}
