import { QueryClient } from '@tanstack/react-query';

/** Failures are already shown by the central API error handler, so queries do not retry noisily. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

export const queryKeys = {
  siteFlags: ['site', 'flags'] as const,
  captcha: ['auth', 'captcha'] as const,
  memberInfo: ['member', 'info'] as const,
  balance: ['wallet', 'balance'] as const,
  /** The hall marquee's notices; a pushed `notice` makes it stale. */
  notices: ['notices', 'hall'] as const,
  /** Every notice query (the marquee and the notice center): a pushed notice makes all stale. */
  allNotices: ['notices'] as const,
  /** The support chat (its thread and unread badge); a pushed `support` makes it stale. */
  support: ['support'] as const,
};
