import { ReasonDialog, type ReasonDialogProps } from './reason-dialog';

/** Asks for the reason a request is refused (a deposit, a withdrawal, an approval): the requester is told it. */
export function RejectDialog(props: ReasonDialogProps) {
  return <ReasonDialog {...props} okText="确认拒绝" label="拒绝原因" danger />;
}
