import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { GlobalPopups } from '../components/popups';
import { i18n } from '../i18n';

/** Everything a screen expects around it; tests render screens inside the same providers. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={zhCN}>
        <QueryClientProvider client={queryClient}>
          {children}
          <GlobalPopups />
        </QueryClientProvider>
      </ConfigProvider>
    </I18nextProvider>
  );
}
