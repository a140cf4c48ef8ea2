import { useRealityCheck } from '../hooks/use-reality-check';
import { RealityCheckDialog } from './reality-check-dialog';

type Props = {
  /** A logged-in member (not a guest, not a trial). */
  active: boolean;
  /** 停止: log out (the app composes it from the auth feature). */
  onStop: () => void;
  /** 查看限额: the limits screen. */
  onLimits: () => void;
};

/** Mounted once for the whole app: the reality-check popup over whatever screen is open. */
export function RealityCheckHost({ active, onStop, onLimits }: Props) {
  const { state, dismiss } = useRealityCheck(active);
  if (!active || !state.open) return null;
  return (
    <RealityCheckDialog
      session={state.session}
      onContinue={dismiss}
      onStop={() => {
        dismiss();
        onStop();
      }}
      onLimits={() => {
        dismiss();
        onLimits();
      }}
    />
  );
}

export default RealityCheckHost;
