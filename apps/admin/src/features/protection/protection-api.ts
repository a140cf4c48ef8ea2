import type { ProtectionHelpContact, ProtectionHelpContactList } from '@qilin/contract';
import { request } from '../../lib/api-client';

/** The help organisations of the member's 理性投注 centre (/api/admin/protection/help-contacts). */
export const protectionApi = {
  helpContacts: () => request<ProtectionHelpContactList>('/api/admin/protection/help-contacts'),
  saveHelpContacts: (list: ProtectionHelpContact[]) =>
    request<ProtectionHelpContactList>('/api/admin/protection/help-contacts', {
      method: 'PUT',
      body: { list },
    }),
};
