import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { GlobalPopups } from '../components/popups';
import { LoginNoticeGate } from './login-notice-gate';

/** Everything a screen expects around it; tests render screens inside the same providers. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={queryClient}>
        {children}
        <GlobalPopups />
        <LoginNoticeGate />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
