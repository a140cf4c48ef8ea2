import type { CustomerServiceSceneId, KefuAdminView, KefuTypeId, PublishNoticeBody } from '@qilin/contract';
import { request } from '../../lib/api-client';

export type CustomerServiceView = { key: string; effectiveKey: string; list: KefuAdminView[] };
export type KefuInput = {
  nickname: string;
  avatar: string;
  account: string;
  type: KefuTypeId;
  scenes: CustomerServiceSceneId[];
  sort: number;
  enabled: boolean;
};

/** Notices and the customer-service link and contacts (/api/admin/notices, /api/admin/customer). */
export const contentApi = {
  publishNotice: (body: PublishNoticeBody) => request<{ id: number }>('/api/admin/notices', { body }),
  hideNotice: (id: number) => request<{ hidden: true }>(`/api/admin/notices/${id}`, { method: 'DELETE' }),
  customerService: () => request<CustomerServiceView>('/api/admin/customer/list'),
  setServiceLink: (key: string) => request<unknown>('/api/admin/customer/key', { body: { key } }),
  addKefu: (body: KefuInput) => request<KefuAdminView>('/api/admin/customer/kefu', { body }),
  removeKefu: (id: number) => request<unknown>(`/api/admin/customer/kefu/${id}`, { method: 'DELETE' }),
};
