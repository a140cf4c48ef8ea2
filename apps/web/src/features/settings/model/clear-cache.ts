import { StorageKey } from '@qilin/contract/storage-keys';
import type { QueryClient } from '@tanstack/react-query';
import { removeKey } from '../../../lib/storage';

/**
 * 清除缓存: what was loaded or kept only to save a trip — the loaded server data (balance, games,
 * records; refetched on the next screen), the stored pay types, the 28 room's bet draft, and the
 * browser's Cache Storage if any. Kept: the login, the line, the device id, the settings, and the
 * chain terminal hashes the device saw (a fairness check, not a cache).
 */
export async function clearCache(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  removeKey(StorageKey.payTypes);
  removeKey(StorageKey.realBetInfo);
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => [] as string[]);
    await Promise.all(names.map((name) => caches.delete(name).catch(() => false)));
  }
}
