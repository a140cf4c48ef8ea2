import { Form, Input, Modal } from 'antd';

/** Asks for the reason a request is refused (a deposit, a withdrawal, an approval): the requester is told it. */
export function RejectDialog(props: {
  title: string;
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
      okText="确认拒绝"
      okButtonProps={{ danger: true, loading: props.busy }}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ reason }) => props.onSubmit(reason.trim())}>
        <Form.Item
          label="拒绝原因"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: '请输入拒绝原因' },
            { max: 200, message: '最多 200 个字' },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
