import { TrialMessages } from '@qilin/contract/messages';
import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toast';
import { endTrialSession, startTrialSession } from '../api/trial-api';

/**
 * 试玩: a trial session from the server, held apart from the real one in the session store; every
 * cached answer belonged to the other session, so queries start over (the mounted ones refetch).
 */
export async function enterTrial(queryClient: QueryClient): Promise<void> {
  const result = await startTrialSession();
  sessionStore.get().startTrial(result.token, result.member);
  await queryClient.resetQueries();
  showSuccessToast(TrialMessages.started);
}

/** 退出试玩: the server forgets the trial session; the parked real session (or the guest) comes back. */
export async function leaveTrial(queryClient: QueryClient): Promise<void> {
  if (!sessionStore.get().trial) return;
  await endTrialSession();
  sessionStore.get().exitTrial();
  await queryClient.resetQueries();
}
