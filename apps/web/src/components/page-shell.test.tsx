import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/utils';
import { PageShell } from './page-shell';

// Every screen built on PageShell inherits its landmarks (issue 15): one `main`, the title as the
// page's one h1, and a back button with a name. The a11y e2e sweep checks the screens themselves.

function shell(props: Partial<Parameters<typeof PageShell>[0]> = {}) {
  return [
    { path: '/home/hall', element: <p>hall</p> },
    {
      path: '/screen',
      element: (
        <PageShell title="充值" {...props}>
          <p>body</p>
        </PageShell>
      ),
    },
  ];
}

describe('PageShell', () => {
  it('renders one main landmark holding the body and the title as the one h1', () => {
    renderRoutes(shell(), '/screen');
    const main = screen.getByRole('main');
    expect(main.textContent).toBe('body');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['充值']);
  });

  it('has a real back button named 返回 that leads to backTo on a deep link', async () => {
    const { router } = renderRoutes(shell(), '/screen');
    const back = screen.getByRole('button', { name: '返回' });
    expect(back.tagName).toBe('BUTTON');
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/hall'));
  });

  it('without back, leaves no nameless button behind (antd NavBar left one)', () => {
    renderRoutes(shell({ showBack: false, right: <button type="button">规则</button> }), '/screen');
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['规则']);
  });
});
