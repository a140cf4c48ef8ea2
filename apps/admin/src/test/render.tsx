import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ConsoleApp, ConsoleProviders, createQueryClient } from '../app';

/** The whole console at `path` (without /admin), as main.tsx mounts it. */
export function renderConsole(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ConsoleApp queryClient={createQueryClient()} />
    </MemoryRouter>,
  );
}

/** One page inside the console's providers, without the layout (cheaper in jsdom). */
export function renderPage(page: ReactNode) {
  return render(
    <MemoryRouter>
      <ConsoleProviders queryClient={createQueryClient()}>{page}</ConsoleProviders>
    </MemoryRouter>,
  );
}
