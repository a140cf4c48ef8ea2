/** Every global popup of spec §2, as data. One renderer turns these into antd-mobile UI. */
export type PopupSpec =
  | { kind: 'notice'; noticeId: string; title?: string; content: string }
  | { kind: 'notMember' }
  | { kind: 'insufficientBalance'; content?: string }
  | { kind: 'maintenance'; startTime: string; endTime: string }
  | { kind: 'betSubmitting' }
  | { kind: 'betSuccess' }
  | { kind: 'pleaseLogin' }
  | { kind: 'appDownload'; url: string }
  | { kind: 'lineError'; content?: string }
  | { kind: 'win'; amountFen: number }
  | { kind: 'timeout' }
  | { kind: 'betConfirm'; lines: string[]; totalText?: string }
  | { kind: 'rules'; title?: string; content: string }
  | { kind: 'alert'; title?: string; content: string; confirmText?: string }
  | { kind: 'prompt'; title?: string; content: string; confirmText?: string; cancelText?: string };

export type PopupKind = PopupSpec['kind'];

export type PopupEntry = {
  key: number;
  spec: PopupSpec;
  /** Settles the popup: true when closed by its confirming action. */
  close: (confirmed: boolean) => void;
  result: Promise<boolean>;
};

/** Spec §9 timers. */
export const NOT_MEMBER_CLOSE_MS = 2000;
export const BET_SUCCESS_CLOSE_MS = 1000;
export const WIN_CLOSE_MS = 3500;

export const AUTO_CLOSE_MS: Partial<Record<PopupKind, number>> = {
  notMember: NOT_MEMBER_CLOSE_MS,
  betSuccess: BET_SUCCESS_CLOSE_MS,
  win: WIN_CLOSE_MS,
};

/** Kinds that never stack: asking again returns the one already open. */
export const SINGLE_KINDS: ReadonlySet<PopupKind> = new Set<PopupKind>([
  'notMember',
  'maintenance',
  'betSubmitting',
  'pleaseLogin',
  'lineError',
  'timeout',
]);

export class PopupDismissedError extends Error {
  constructor(kind: PopupKind) {
    super(`popup ${kind} dismissed`);
    this.name = 'PopupDismissedError';
  }
}
