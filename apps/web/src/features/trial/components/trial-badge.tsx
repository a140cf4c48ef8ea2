import { TrialMessages } from '@qilin/contract/messages';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useExitTrial, useResetTrial, useTrialWallet } from '../hooks/use-trial';
import './trial.css';
import { moneyText } from '../../../lib/money';

/**
 * On every screen while a trial is active: the 试玩 badge with the 试玩余额 as a tab on the right edge
 * (it covers no bar or button); tapping it opens 重置余额 and 退出试玩.
 */
export default function TrialBadge() {
  const wallet = useTrialWallet();
  const reset = useResetTrial();
  const exit = useExitTrial();
  const [open, setOpen] = useState(false);
  return (
    <aside className="ql-trial" aria-label={TrialMessages.badge}>
      <button type="button" className="ql-trial__tab" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span className="ql-trial__badge">{TrialMessages.badge}</span>
        <span className="ql-trial__label">{TrialMessages.balanceLabel}</span>
        <span className="ql-trial__balance" data-testid="trial-balance">
          {wallet.data ? moneyText(wallet.data.balance) : '--'}
        </span>
      </button>
      {open ? (
        <div className="ql-trial__panel">
          <p className="ql-trial__note">{TrialMessages.playMoneyNote}</p>
          <Button size="mini" block loading={reset.isPending} onClick={() => reset.mutate()}>
            {TrialMessages.reset}
          </Button>
          <Button size="mini" block color="danger" loading={exit.isPending} onClick={() => exit.mutate()}>
            {TrialMessages.exit}
          </Button>
        </div>
      ) : null}
    </aside>
  );
}
