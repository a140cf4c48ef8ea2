import { TrialMessages } from '@qilin/contract/messages';
import { Button } from 'antd-mobile';
import { useStartTrial } from '../hooks/use-trial';

type Props = {
  /** After the trial session is in the store (e.g. the login page goes on to the hall). */
  onStarted?: () => void;
  className?: string;
};

/** 免费试玩: a guest meets the product with play money; nothing real is touched. */
export function TrialEntryButton({ onStarted, className }: Props) {
  const start = useStartTrial();
  return (
    <Button
      className={className}
      size="small"
      shape="rounded"
      color="warning"
      fill="outline"
      loading={start.isPending}
      onClick={() => start.mutate(undefined, { onSuccess: () => onStarted?.() })}
    >
      {TrialMessages.start}
    </Button>
  );
}
