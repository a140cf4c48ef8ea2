import type { MemberInfoResult } from '@qilin/contract';
import { api } from '../../../lib/api-client';

export const getMemberInfo = () => api.get<MemberInfoResult>('/api/member/info');
