import { useQuery } from '@tanstack/react-query';
import { getHallNotices, noticeKeys } from '../api/notice-api';

/** Notice texts for the hall marquee; public, so guests see them too. */
export function useHallNotices(): string[] {
  const query = useQuery({ queryKey: noticeKeys.hall, queryFn: getHallNotices, staleTime: 60_000 });
  return query.data ?? [];
}
