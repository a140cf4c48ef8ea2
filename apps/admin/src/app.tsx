import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Result } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from './auth/login-page';
import { useSession } from './auth/use-session';
import { AgentsPage } from './features/agents/agents-page';
import { ApprovalsPage } from './features/approvals/approvals-page';
import { DepositsPage } from './features/cashier/deposits-page';
import { WithdrawalsPage } from './features/cashier/withdrawals-page';
import { ChatPage } from './features/chat/chat-page';
import { CustomerServicePage } from './features/content/customer-service-page';
import { NoticesPage } from './features/content/notices-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { GamesPage } from './features/games/games-page';
import { MemberLimitsPage } from './features/games/member-limits-page';
import { RoomsPage } from './features/games/rooms-page';
import { MembersPage } from './features/members/members-page';
import { AuditPage } from './features/operators/audit-page';
import { OperatorsPage } from './features/operators/operators-page';
import { TotpEnrolPage } from './features/operators/totp-enrol-page';
import { HelpContactsPage } from './features/protection/help-contacts-page';
import { ReportsPage } from './features/reports/reports-page';
import { SupportPage } from './features/support/support-page';
import { VipLevelsPage } from './features/vip/vip-levels-page';
import { ConsoleLayout } from './layout/console-layout';
import { menuFor } from './layout/menu';
import { ApiError } from './lib/api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A refusal (4xx) will not change by asking again; a network error may.
      queries: { retry: (n, e) => !(e instanceof ApiError && e.status >= 400 && e.status < 500) && n < 2 },
      mutations: { retry: false },
    },
  });
}

/**
 * antd's default blue (#1677ff, 4.1:1 on white), red (#ff4d4f, 3.3:1) and grey secondary text (45 %
 * black, 3.4:1) miss WCAG AA's 4.5:1; blue-7, red-7 and 62 % black meet it.
 */
const BLUE = '#0958d9';
const RED = '#cf1322';
const SECONDARY = 'rgba(0, 0, 0, 0.62)';
const THEME = {
  token: {
    colorPrimary: BLUE,
    colorLink: BLUE,
    colorInfo: BLUE,
    colorError: RED,
    colorTextDescription: SECONDARY,
    colorTextTertiary: SECONDARY,
  },
};

const PAGES: Record<string, () => React.JSX.Element> = {
  '/members': MembersPage,
  '/agents': AgentsPage,
  '/dashboard': DashboardPage,
  '/reports': ReportsPage,
  '/approvals': ApprovalsPage,
  '/cashier/deposits': DepositsPage,
  '/cashier/withdrawals': WithdrawalsPage,
  '/games/issues': GamesPage,
  '/games/rooms': RoomsPage,
  '/games/member-limits': MemberLimitsPage,
  '/vip/levels': VipLevelsPage,
  '/content/notices': NoticesPage,
  '/content/customer-service': CustomerServicePage,
  '/content/chat': ChatPage,
  '/support': () => <SupportPage />,
  '/protection/help-contacts': HelpContactsPage,
  '/operators': OperatorsPage,
  '/audit': AuditPage,
};

function ConsoleRoutes() {
  const session = useSession();
  if (!session) return <LoginPage />;
  // Signed in with a password only: enrol TOTP first, nothing else is open to such a session.
  if (!session.mfa) return <TotpEnrolPage />;
  const entries = menuFor(session.permissions, session.operator !== null);
  const home = entries[0]?.path;
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        {entries.map((e) => {
          const Page = PAGES[e.path];
          return Page ? <Route key={e.path} path={e.path} element={<Page />} /> : null;
        })}
        <Route index element={home ? <Navigate to={home} replace /> : <Result title="没有可用的页面" />} />
        <Route path="*" element={<Result status="404" title="页面不存在或没有权限" />} />
      </Route>
    </Routes>
  );
}

/** zh-CN antd, its message/modal context and TanStack Query around `children`. */
export function ConsoleProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: React.ReactNode;
}) {
  return (
    <ConfigProvider locale={zhCN} theme={THEME}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

/** The console: providers around the routes; the router is given by the caller. */
export function ConsoleApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <ConsoleProviders queryClient={queryClient}>
      <ConsoleRoutes />
    </ConsoleProviders>
  );
}
