import { ADJUST_DIRECTIONS, MAX_ADJUST_FEN, type MemberAdjustBody } from '@qilin/contract';
import { yuanToFen } from '@qilin/domain';
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';

type Fields = { direction: MemberAdjustBody['direction']; amount: string; reason: string };

const DIRECTION_NAMES: Record<MemberAdjustBody['direction'], string> = { credit: '加款', debit: '扣款' };

/** 16 random bytes as hex (getRandomValues also works outside a secure context, unlike randomUUID). */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `adj-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A manual adjustment: direction, amount in yuan (parsed to integer fen by the domain), a mandatory
 * reason. One request id per opening of the dialog, so a double submit moves money once.
 */
export function AdjustDialog(props: {
  username: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (body: MemberAdjustBody) => void;
}) {
  const [form] = Form.useForm<Fields>();
  const [requestId, setRequestId] = useState(newRequestId);
  return (
    <Modal
      title={`调整余额：${props.username}`}
      open={props.open}
      okText="提交审批"
      okButtonProps={{ loading: props.busy }}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      afterClose={() => {
        form.resetFields();
        setRequestId(newRequestId());
      }}
      destroyOnHidden
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{ direction: 'credit' }}
        onFinish={(f) =>
          props.onSubmit({
            direction: f.direction,
            amount_fen: yuanToFen(f.amount) ?? 0,
            reason: f.reason.trim(),
            request_id: requestId,
          })
        }
      >
        <Form.Item label="方向" name="direction">
          <Radio.Group
            options={ADJUST_DIRECTIONS.map((d) => ({ value: d, label: DIRECTION_NAMES[d] }))}
            optionType="button"
          />
        </Form.Item>
        <Form.Item
          label="金额（元）"
          name="amount"
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const fen = yuanToFen(value ?? '');
                if (fen === null || fen <= 0) throw new Error('请输入大于 0 的金额，最多两位小数');
                if (fen > MAX_ADJUST_FEN) throw new Error('单次调整不超过 1,000,000 元');
              },
            },
          ]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
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
