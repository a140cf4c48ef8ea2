import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadToast, showLoadingToast, showToast } from './toast';

describe('toast (loaded on demand)', () => {
  it('shows a toast once its chunk has loaded', async () => {
    showToast('网络波动异常');
    expect(await screen.findByText('网络波动异常')).toBeTruthy();
  });

  it('a loading toast closed before its chunk arrives never appears', async () => {
    const close = showLoadingToast('提交中');
    close();
    await preloadToast();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(screen.queryByText('提交中')).toBeNull());
  });
});
