import { TrialMessages } from '@qilin/contract/messages';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useExitTrial } from '../hooks/use-trial';
import './trial.css';

/** A money screen (recharge, withdraw, transfers…) opened in trial: why not; 退出试玩 goes to the hall. */
export default function TrialRefusedScreen() {
  const exit = useExitTrial();
  const navigate = useNavigate();
  return (
    <PageShell title={TrialMessages.badge}>
      <section className="ql-trial-refused" role="alert">
        <span className="ql-trial-refused__badge">{TrialMessages.badge}</span>
        <p className="ql-trial-refused__text">{TrialMessages.moneyUnavailable}</p>
        <div className="ql-trial-refused__actions">
          <Button color="primary" block loading={exit.isPending} onClick={() => exit.mutate()}>
            {TrialMessages.exit}
          </Button>
          <Button block onClick={() => navigate(paths.hall.href())}>
            {TrialMessages.keepPlaying}
          </Button>
        </div>
      </section>
    </PageShell>
  );
}
