import { Form, Input, Modal } from 'antd';

/** Asks for the reason of a freeze or unfreeze (kept in the audit log and the approval). */
export function ReasonDialog(props: {
  title: string;
  okText: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      title={props.title}
      open={props.open}
      okText={props.okText}
      okButtonProps={{ loading: props.busy }}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ reason }) => props.onSubmit(reason.trim())}>
        <Form.Item
          label="原因"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: '请输入原因' },
            { max: 200, message: '最多 200 个字' },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
