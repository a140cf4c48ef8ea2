import type { DrawnIssue, SaleIssue, SaleView } from '@qilin/contract';

/** A drawn issue as the server answers it, for the game tests (test-only, never imported by the app). */
export function drawnIssue(fields: Partial<DrawnIssue> = {}): DrawnIssue {
  return {
    gameCode: 'Tradition28',
    issue: '20260301-001',
    state: 'SETTLED',
    openAt: 0,
    closeAt: 0,
    drawAt: 0,
    commitment: null,
    terminalHash: '',
    chainEpoch: 1,
    chainIndex: 1,
    algorithm: 'qilin-chain-hmac-sha256-v1',
    seed: null,
    result: null,
    voidReason: null,
    beacon: null,
    ...fields,
  };
}

/** The issue on sale as the server answers it; countdowns follow the times given. */
export function saleView(fields: Partial<SaleView> = {}): SaleView {
  const base = {
    issue: '20260301-002',
    state: 'OPEN' as const,
    openAt: 0,
    closeAt: 0,
    drawAt: 0,
    serverTime: 0,
    commitment: null,
    terminalHash: '',
    algorithm: 'qilin-chain-hmac-sha256-v1',
    ...fields,
  };
  return {
    closeCountdown: Math.max(0, Math.ceil((base.closeAt - base.serverTime) / 1000)),
    drawCountdown: Math.max(0, Math.ceil((base.drawAt - base.serverTime) / 1000)),
    ...base,
  };
}

/** GET sale/issue: the issue on sale and the last drawn one. */
export function saleIssue({ last = null, ...fields }: Partial<SaleIssue> = {}): SaleIssue {
  return { ...saleView(fields), last };
}
