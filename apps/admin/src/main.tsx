import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ConsoleApp, createQueryClient } from './app';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename="/admin">
        <ConsoleApp queryClient={createQueryClient()} />
      </BrowserRouter>
    </StrictMode>,
  );
}
