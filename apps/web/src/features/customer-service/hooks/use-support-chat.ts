import type { SupportInitiationResult, SupportMessage } from '@qilin/contract/support-chat-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { compressImage } from '../api/compress-image';
import {
  initiateSupport,
  olderSupportMessages,
  readSupport,
  sendSupportImage,
  sendSupportText,
} from '../api/support-chat-api';
import { hasOlder, lastServiceMessageId, mergeMessages } from '../model/support-thread';
import { supportKeys } from './use-support-unread';

export { supportKeys, useSupportUnread } from './use-support-unread';

/** The latest page initiation answers; a full page means older messages may be above it. */
export const SUPPORT_PAGE = 50;

/**
 * The member's chat: the latest page (refetched when the service writes, the push makes it stale),
 * older pages loaded on demand, sends put in at once. Seeing the service's messages marks them read.
 */
export function useSupportChat() {
  const queryClient = useQueryClient();
  const thread = useQuery({ queryKey: supportKeys.thread, queryFn: initiateSupport, staleTime: 0 });
  const [older, setOlder] = useState<SupportMessage[]>([]);
  const [olderDone, setOlderDone] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const latest = thread.data?.messages;
  const messages = useMemo(() => mergeMessages(older, latest ?? []), [older, latest]);
  const canLoadOlder = !olderDone && hasOlder(latest?.length ?? 0, SUPPORT_PAGE);

  const put = useCallback(
    (message: SupportMessage) =>
      queryClient.setQueryData<SupportInitiationResult>(supportKeys.thread, (data) =>
        data ? { ...data, messages: mergeMessages(data.messages, [message]) } : data,
      ),
    [queryClient],
  );

  const read = useRef(0);
  const lastFromService = lastServiceMessageId(messages);
  useEffect(() => {
    if (lastFromService <= read.current) return;
    read.current = lastFromService;
    void readSupport(lastFromService)
      .then((unread) => queryClient.setQueryData(supportKeys.unread, unread))
      .catch(() => undefined);
  }, [lastFromService, queryClient]);

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await olderSupportMessages(first.id, SUPPORT_PAGE);
      setOlder((list) => mergeMessages(page, list));
      if (!hasOlder(page.length, SUPPORT_PAGE)) setOlderDone(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [messages, loadingOlder]);

  const sendText = useMutation({ mutationFn: sendSupportText, onSuccess: put });
  const sendImage = useMutation({
    mutationFn: async (file: File) => sendSupportImage(await compressImage(file), file.name || 'image'),
    onSuccess: put,
  });

  return {
    thread,
    messages,
    canLoadOlder: canLoadOlder || (older.length > 0 && !olderDone),
    loadOlder,
    loadingOlder,
    sendText,
    sendImage,
  };
}
