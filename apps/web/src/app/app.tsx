import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { startBackground, wireApp } from './wiring';

const router = createAppRouter();
wireApp(router, queryClient);

export function App() {
  useEffect(() => startBackground(queryClient), []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
