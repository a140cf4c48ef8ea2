import { Form, Input, Modal, Typography } from 'antd';

/** Asks the objective cause an issue is voided for (members see it; a second operator approves). */
export function VoidIssueDialog(props: {
  issue: string | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      title={`作废期号 ${props.issue ?? ''}`}
      open={props.issue !== null}
      okText="提交作废"
      okButtonProps={{ danger: true, loading: props.busy }}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph>
        作废后本期所有未结算注单与追号均原额退回，需另一位运营人员审批后生效。只可因客观原因作废。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={({ reason }) => props.onSubmit(reason.trim())}>
        <Form.Item
          label="作废原因"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: '请输入作废原因' },
            { min: 4, message: '至少 4 个字' },
            { max: 200, message: '最多 200 个字' },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
