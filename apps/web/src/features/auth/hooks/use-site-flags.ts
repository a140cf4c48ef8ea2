import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { getSiteFlags } from '../api/auth-api';

/** Reads the site flags from the server into the session store (registrable, captcha, pay, service). */
export function useSiteFlags() {
  const setFlags = useSessionStore((s) => s.setFlags);
  const query = useQuery({ queryKey: queryKeys.siteFlags, queryFn: getSiteFlags, staleTime: 60_000 });
  useEffect(() => {
    if (query.data) setFlags(query.data);
  }, [query.data, setFlags]);
  return {
    registrable: useSessionStore((s) => s.registrable),
    captcha: useSessionStore((s) => s.captcha),
    loaded: query.isSuccess || query.isError,
  };
}
