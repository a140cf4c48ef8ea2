import { Button, Layout, Menu, Space, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { sessionStore, watchIdle } from '../auth/session';
import { useSession } from '../auth/use-session';
import { operatorApi } from '../features/operators/operator-api';
import { menuFor } from './menu';

/** The signed-in frame: a side menu of the pages this operator may see, and who is signed in. */
export function ConsoleLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const entries = useMemo(() => menuFor(session?.permissions ?? [], !!session?.operator), [session]);

  useEffect(() => watchIdle(() => sessionStore.signOut()), []);

  const groups = [...new Set(entries.map((e) => e.group))];
  const items = groups.map((group) => ({
    type: 'group' as const,
    key: group,
    label: group,
    children: entries.filter((e) => e.group === group).map((e) => ({ key: e.path, label: e.label })),
  }));

  const signOut = async () => {
    if (session?.credential.kind === 'operator') await operatorApi.logout().catch(() => undefined);
    sessionStore.signOut();
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={200} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
        <Typography.Title level={1} style={{ fontSize: 18, margin: 16 }}>
          麒麟运营后台
        </Typography.Title>
        <nav aria-label="主菜单">
          <Menu
            mode="inline"
            selectedKeys={[location.pathname]}
            items={items}
            onClick={({ key }) => navigate(key)}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            display: 'flex',
            justifyContent: 'flex-end',
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          <Space>
            <span>{session?.operator ? session.operator.username : '开发令牌'}</span>
            <Button onClick={signOut}>退出登录</Button>
          </Space>
        </Layout.Header>
        {/* antd's Content is the page's <main> landmark. */}
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
