import type { HelpQuestionList } from '@qilin/contract';
import { api } from '../../../lib/api-client';

/** Spec §7 common/question: the help center's FAQ (operators edit it). */
export const helpUrls = { question: '/api/common/question' } as const;

export const getHelpQuestions = () => api.get<HelpQuestionList>(helpUrls.question);

export const helpKeys = { questions: ['help', 'questions'] as const };
