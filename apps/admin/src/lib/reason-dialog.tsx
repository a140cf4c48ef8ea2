import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';

export type ReasonDialogProps = {
  title: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  /** Called with the reason and, when the dialog asks more (`fields`), every field's value. */
  onSubmit: (reason: string, values: Record<string, unknown>) => void;
};

/**
 * Asks for the reason of an action (kept in the audit log and the approval; a refused requester is told
 * it). `fields` are more form items shown above the reason (their values reach `onSubmit`).
 */
export function ReasonDialog(
  props: ReasonDialogProps & { okText: string; label?: string; danger?: boolean; fields?: ReactNode },
) {
  const label = props.label ?? '原因';
  const [form] = Form.useForm<{ reason: string } & Record<string, unknown>>();
  return (
    <Modal
      title={props.title}
      open={props.open}
      okText={props.okText}
      okButtonProps={{ danger: props.danger, loading: props.busy }}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reason, ...values }) => props.onSubmit(reason.trim(), values)}
      >
        {props.fields}
        <Form.Item
          label={label}
          name="reason"
          rules={[
            { required: true, whitespace: true, message: `请输入${label}` },
            { max: 200, message: '最多 200 个字' },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
