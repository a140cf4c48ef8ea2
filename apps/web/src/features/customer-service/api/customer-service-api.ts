import {
  type CustomerServiceKeyResult,
  type CustomerServiceSceneId,
  customerServicePaths,
  type KefuListResult,
} from '@qilin/contract/customer-service-client';
import { api } from '../../../lib/api-client';

/** Spec §7: GET customer-service key, reads result.key (the online chat's link). */
export async function getServiceKey(): Promise<string> {
  return (await api.get<CustomerServiceKeyResult>(customerServicePaths.key)).key;
}

/**
 * Spec §7: GET customer-service list with `scene`. The spec reads data.list; the server sends the same
 * object as `result`, which is what the API client hands back.
 */
export async function getKefuList(scene: CustomerServiceSceneId): Promise<KefuListResult['list']> {
  return (await api.get<KefuListResult>(customerServicePaths.list, { query: { scene } })).list;
}
