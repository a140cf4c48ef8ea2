import type { ProtectionBreakKind, ProtectionBreakLength } from '@qilin/contract';
import { breakEndMs, breakKindOf, SELF_EXCLUSION_LENGTHS, TIMEOUT_LENGTHS } from '@qilin/domain';

export type BreakChoice = { length: ProtectionBreakLength; kind: ProtectionBreakKind };

/** The member's choices, time-outs first: 24 h, 7 d, 30 d, 6 w; then self-exclusion 6 m, 1 y, 5 y. */
export const TIMEOUT_CHOICES: readonly BreakChoice[] = TIMEOUT_LENGTHS.map((length) => ({
  length,
  kind: breakKindOf(length),
}));
export const EXCLUSION_CHOICES: readonly BreakChoice[] = SELF_EXCLUSION_LENGTHS.map((length) => ({
  length,
  kind: breakKindOf(length),
}));

/** When a break taken now would end: the confirm dialog states it before the member commits. */
export const breakEndsAt = (length: ProtectionBreakLength, nowMs: number) => breakEndMs(length, nowMs);

/** 'YYYY-MM-DD HH:mm' on the platform's clock (Asia/Shanghai, UTC+8 all year), as the refusals say it. */
export function shanghaiMinute(ms: number): string {
  return new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}
