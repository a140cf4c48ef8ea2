import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { routes } from '../../router';

describe('/mixDeskPage (spec §2: customer service)', () => {
  it('is the customer-service screen with a back button, not the not-found page', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    mockFetch({});
    const view = renderRoutes(routes, '/mixDeskPage');
    expect(await screen.findByText('在线客服')).toBeTruthy();
    expect(screen.getByText('客服即将上线')).toBeTruthy();
    expect(screen.queryByText('页面不存在')).toBeNull();
    // Opened directly (no history), back leads to the hall.
    const back = document.querySelector('.adm-nav-bar-back');
    expect(back).not.toBeNull();
    fireEvent.click(back as Element);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/home/hall'));
  });
});
