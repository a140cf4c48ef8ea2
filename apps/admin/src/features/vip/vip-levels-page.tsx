import type { VipLevelWire } from '@qilin/contract';
import { checkVipTable } from '@qilin/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { can } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { useAction } from '../../lib/use-action';
import { vipApi } from './vip-api';

/** The amounts an operator types in yuan; the table stores fen. */
const MONEY_FIELDS = [
  ['turnoverFen', '有效投注门槛'],
  ['depositFen', '存款门槛'],
  ['keepTurnoverFen', '保级流水/月'],
  ['upgradeGiftFen', '晋级礼金'],
  ['weeklyGiftFen', '周礼金'],
  ['monthlyGiftFen', '月礼金'],
] as const;

type Row = VipLevelWire;

const toYuan = (fen: number) => fen / 100;
const toFen = (yuan: number | null) => Math.round((yuan ?? 0) * 100);

/** VIP 等级: the level table members are promoted by, edited as a whole and checked before it is sent. */
export function VipLevelsPage() {
  const mayWrite = can(useSession(), 'members.limits');
  const levels = useQuery({ queryKey: ['vip-levels'], queryFn: vipApi.levels });
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    if (levels.data) setRows(levels.data.levels);
  }, [levels.data]);
  const save = useAction((next: Row[]) => vipApi.setLevels(next), {
    done: 'VIP等级已保存',
    refresh: ['vip-levels'],
  });
  const problem = rows.length > 0 ? checkVipTable(rows) : null;
  const update = (level: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.level === level ? { ...r, ...patch } : r)));
  const addLevel = () =>
    setRows((all) => {
      const last = all[all.length - 1];
      if (!last) return all;
      return [
        ...all,
        {
          ...last,
          level: last.level + 1,
          name: `VIP${last.level + 1}`,
          turnoverFen: last.turnoverFen * 2 || 100_000,
          depositFen: last.depositFen * 2,
        },
      ];
    });

  return (
    <section aria-labelledby="vip-title">
      <Typography.Title id="vip-title" level={2}>
        VIP 等级
      </Typography.Title>
      <Typography.Paragraph>
        会员的有效投注与存款同时达到门槛即晋级；每月有效投注低于保级流水，次月1日降一级（详见
        docs/vip.md）。金额单位：元。
      </Typography.Paragraph>
      {levels.error ? <Alert type="error" title={levels.error.message} /> : null}
      {problem ? <Alert type="warning" title={`配置有误：${problem}`} style={{ marginBottom: 12 }} /> : null}
      <Table<Row>
        rowKey="level"
        size="small"
        pagination={false}
        scroll={{ x: 1100 }}
        loading={levels.isLoading}
        dataSource={rows}
        columns={[
          { title: '等级', dataIndex: 'level', width: 60 },
          {
            title: '名称',
            dataIndex: 'name',
            width: 110,
            render: (_, r) => (
              <Input
                aria-label={`等级${r.level}名称`}
                value={r.name}
                disabled={!mayWrite}
                maxLength={20}
                onChange={(e) => update(r.level, { name: e.target.value })}
              />
            ),
          },
          ...MONEY_FIELDS.map(([key, title]) => ({
            title,
            dataIndex: key,
            width: 130,
            render: (_: unknown, r: Row) => (
              <InputNumber<number>
                aria-label={`等级${r.level}${title}`}
                min={0}
                precision={2}
                value={toYuan(r[key])}
                disabled={!mayWrite || (r.level === 0 && (key === 'turnoverFen' || key === 'depositFen'))}
                onChange={(v) => update(r.level, { [key]: toFen(v) })}
              />
            ),
          })),
          {
            title: '流水倍数',
            dataIndex: 'wageringX100',
            width: 100,
            render: (_, r) => (
              <InputNumber<number>
                aria-label={`等级${r.level}流水倍数`}
                min={0}
                max={100}
                step={0.5}
                value={r.wageringX100 / 100}
                disabled={!mayWrite}
                onChange={(v) => update(r.level, { wageringX100: Math.round((v ?? 0) * 100) })}
              />
            ),
          },
        ]}
      />
      {mayWrite ? (
        <Form style={{ marginTop: 16 }}>
          <Space>
            <Button onClick={addLevel}>添加等级</Button>
            <Button onClick={() => setRows((all) => (all.length > 1 ? all.slice(0, -1) : all))}>
              删除最高等级
            </Button>
            <Button
              type="primary"
              disabled={problem !== null || rows.length === 0}
              loading={save.isPending}
              onClick={() => save.mutate(rows)}
            >
              保存
            </Button>
          </Space>
        </Form>
      ) : null}
    </section>
  );
}
