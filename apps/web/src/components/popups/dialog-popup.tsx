import { Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLayer } from './layers';
import type { PopupEntry } from './types';

type Props = {
  entry: PopupEntry;
  title?: ReactNode;
  content: ReactNode;
  confirmText: string;
  cancelText?: string;
  /** Danger styling for destructive confirms (logout). */
  danger?: boolean;
};

function textOf(node: ReactNode): string | undefined {
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/** One dialog shape for every two-button/one-button popup; confirm settles true, anything else false. */
export function DialogPopup({ entry, title, content, confirmText, cancelText, danger }: Props) {
  const layer = useLayer();
  const confirm = { key: 'confirm', text: confirmText, bold: true, danger: danger ?? false };
  const actions = cancelText ? [[{ key: 'cancel', text: cancelText }, confirm]] : [confirm];
  return (
    <Dialog
      visible
      style={layer}
      // antd-mobile's role="dialog" has no name of its own: the title, or a title-less prompt's text.
      aria-label={textOf(title) ?? textOf(content)}
      title={title}
      content={content}
      actions={actions}
      onAction={(action) => entry.close(action.key === 'confirm')}
      onClose={() => entry.close(false)}
      closeOnMaskClick={false}
      destroyOnClose
    />
  );
}
