import type { VipLevelWire } from '@qilin/contract';
import { request } from '../../lib/api-client';

/** The VIP level table (/api/admin/vip/levels): read it, replace it whole. */
export const vipApi = {
  levels: () => request<{ levels: VipLevelWire[] }>('/api/admin/vip/levels'),
  setLevels: (levels: VipLevelWire[]) =>
    request<{ levels: VipLevelWire[] }>('/api/admin/vip/levels', { method: 'PUT', body: { levels } }),
};
