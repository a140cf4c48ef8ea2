import type { CustomerServiceSceneId, Kefu } from '@qilin/contract/customer-service-client';
import { useQuery } from '@tanstack/react-query';
import { sessionStore, useSessionStore } from '../../../lib/session';
import { getKefuList, getServiceKey } from '../api/customer-service-api';
import { sceneFor } from '../model/scene';

export type CustomerServiceData = { serviceLink: string; kefuList: Kefu[] };

/** A 试玩 trial sees the guests' list: the members' contacts are for members. */
const isMember = (s: { isLogin: boolean; trial: unknown }) => s.isLogin && s.trial === null;

export const customerServiceKeys = {
  all: ['customer-service'] as const,
  scene: (scene: CustomerServiceSceneId) => ['customer-service', scene] as const,
};

async function loadCustomerService(scene: CustomerServiceSceneId): Promise<CustomerServiceData> {
  const [serviceLink, kefuList] = await Promise.all([getServiceKey(), getKefuList(scene)]);
  const session = sessionStore.get();
  // A members' list that lands after logout must not reach the guest's session state.
  if (sceneFor(isMember(session)) === scene) session.setCustomerService(serviceLink, kefuList);
  return { serviceLink, kefuList };
}

/**
 * The customer-service link and the kefu list for the current login state (scene 2 for members,
 * 1 for guests); each scene has its own cache entry, so logging out never shows the members' list.
 */
export function useCustomerService() {
  const member = useSessionStore(isMember);
  const scene = sceneFor(member);
  return useQuery({
    queryKey: customerServiceKeys.scene(scene),
    queryFn: () => loadCustomerService(scene),
    staleTime: 60_000,
  });
}
