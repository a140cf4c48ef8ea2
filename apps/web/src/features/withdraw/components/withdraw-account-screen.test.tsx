import { ErrorCode, ServerMessages } from '@qilin/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { wireApp } from '../../../app/wiring';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import type { WithdrawAccount } from '../api/withdraw-api';
import { WithdrawAccountScreen } from './withdraw-account-screen';

const ok = (result: unknown) => json({ success: true, result });
const fail = (message: string) =>
  json(
    { success: false, error_code: ErrorCode.WithdrawAccountInvalid, error_message: message },
    { status: 400 },
  );
const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** Accounts kept server-side: delete and add change what the next list call answers. */
function server(opts: { del?: () => Response; add?: () => Response } = {}) {
  const accounts: WithdrawAccount[] = [
    { id: 1, type: 1105, typeName: '银行卡', title: '中国工商银行 6222****0123', holder_name: '张三' },
    { id: 2, type: 1103, typeName: '微信', title: '微信 wx_zhangsan', holder_name: '张三' },
  ];
  const calls = mockFetch({
    '/api/fund/withdraw/accounts': () => ok(accounts),
    '/api/fund/banks': () => ok([{ bankName: '中国工商银行', bankCode: 'ICBC' }]),
    '/api/fund/withdraw/account/del/1': () => {
      if (opts.del) return opts.del();
      accounts.splice(0, 1);
      return ok(null);
    },
    '/api/fund/withdraw/account/add': (_, init) => {
      if (opts.add) return opts.add();
      const body = JSON.parse(String(init?.body)) as { type: number; account: string; holder_name?: string };
      const typeName = body.type === 1106 ? 'USDT' : '支付宝';
      accounts.push({
        id: 3,
        type: body.type,
        typeName,
        title: `${typeName} ${body.account.slice(0, 6)}****`,
      });
      return ok(accounts.at(-1));
    },
  });
  return {
    calls,
    listLoads: () => calls.filter((c) => c.url.pathname === '/api/fund/withdraw/accounts').length,
    added: () =>
      calls
        .filter((c) => c.url.pathname === '/api/fund/withdraw/account/add')
        .map((c) => JSON.parse(String(c.init?.body)) as Record<string, unknown>),
  };
}

function open() {
  const view = renderRoutes([{ path: '*', element: <WithdrawAccountScreen /> }], '/withdrawAccount');
  wireApp(view.router, view.queryClient);
  return view;
}

const toast = (text: string) => screen.findByText(text, { selector: '.adm-toast-main *' });
const deleteButtonOf = (title: string) =>
  within(screen.getByText(title).closest('.adm-list-item') as HTMLElement).getByRole('button', {
    name: '删除',
  });
const chooseType = (label: string) =>
  fireEvent.click(within(screen.getByRole('listbox', { name: '账户类型' })).getByText(label));

describe('/withdrawAccount', () => {
  beforeEach(() =>
    resetSession({ token: 't', userData: { ...demoMember, real_name: '张三' }, isLogin: true }),
  );

  it('deletes after the confirm, says 删除成功 and shows the refreshed list', async () => {
    const { listLoads } = server();
    open();
    await screen.findByText('中国工商银行 6222****0123');
    fireEvent.click(deleteButtonOf('中国工商银行 6222****0123'));
    expect(await screen.findByText('确定删除该提现账户吗？')).toBeTruthy();
    const loads = listLoads();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await toast('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('中国工商银行 6222****0123')).toBeNull());
    expect(screen.getByText('微信 wx_zhangsan')).toBeTruthy();
    expect(listLoads()).toBe(loads + 1);
  });

  it('sends nothing when the delete is cancelled', async () => {
    const { calls } = server();
    open();
    await screen.findByText('微信 wx_zhangsan');
    fireEvent.click(deleteButtonOf('微信 wx_zhangsan'));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定删除该提现账户吗？')).toBeNull());
    expect(calls.some((c) => c.url.pathname.includes('/account/del/'))).toBe(false);
  });

  it("shows the server's message when the delete is refused, and still refreshes the list", async () => {
    const { listLoads } = server({ del: () => fail('提现账户不存在') });
    open();
    await screen.findByText('中国工商银行 6222****0123');
    fireEvent.click(deleteButtonOf('中国工商银行 6222****0123'));
    const loads = listLoads();
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await toast('提现账户不存在')).toBeTruthy();
    await waitFor(() => expect(listLoads()).toBe(loads + 1));
    expect(screen.getByText('中国工商银行 6222****0123')).toBeTruthy();
  });

  it('adds a USDT address without a holder name (the server uses the real name), then 添加成功', async () => {
    const { added, listLoads } = server();
    open();
    await screen.findByText('微信 wx_zhangsan');
    chooseType('USDT地址');
    expect(screen.queryByText('开户银行')).toBeNull();
    expect(screen.queryByPlaceholderText('请输入持有人姓名')).toBeNull();
    const loads = listLoads();
    fireEvent.change(screen.getByPlaceholderText('请输入账号或地址'), { target: { value: ` ${ADDRESS} ` } });
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect(await toast('添加成功')).toBeTruthy();
    expect(added()).toEqual([{ type: 1106, account: ADDRESS }]);
    expect(await screen.findByText('USDT TQn9Y2****')).toBeTruthy();
    expect(listLoads()).toBe(loads + 1);
    expect((screen.getByPlaceholderText('请输入账号或地址') as HTMLInputElement).value).toBe('');
  });

  it('adds an e-wallet (支付宝) held by the bound real name, shown fixed in the holder field, then 添加成功', async () => {
    const { added } = server();
    open();
    await screen.findByText('微信 wx_zhangsan');
    chooseType('支付宝');
    fireEvent.change(screen.getByPlaceholderText('请输入账号或地址'), { target: { value: '13800000000' } });
    const holder = screen.getByPlaceholderText('请输入持有人姓名') as HTMLInputElement;
    expect(holder.value).toBe('张三');
    expect(holder.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect(await toast('添加成功')).toBeTruthy();
    expect(added()).toEqual([{ type: 1101, account: '13800000000', holder_name: '张三' }]);
    expect(await screen.findByText('支付宝 138000****')).toBeTruthy();
  });

  it('without a bound real name the holder is typed', async () => {
    resetSession({ token: 't', userData: { ...demoMember, real_name: '' }, isLogin: true });
    const { added } = server();
    open();
    await screen.findByText('微信 wx_zhangsan');
    chooseType('支付宝');
    fireEvent.change(screen.getByPlaceholderText('请输入账号或地址'), { target: { value: '13800000001' } });
    const holder = screen.getByPlaceholderText('请输入持有人姓名') as HTMLInputElement;
    expect(holder.readOnly).toBe(false);
    fireEvent.change(holder, { target: { value: '李四' } });
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect(await toast('添加成功')).toBeTruthy();
    expect(added()).toEqual([{ type: 1101, account: '13800000001', holder_name: '李四' }]);
  });

  it('adds a bank card with the bank picked from the bank list', async () => {
    const { added } = server();
    open();
    await screen.findByText('微信 wx_zhangsan');
    fireEvent.click(screen.getByText('开户银行'));
    // The picker slides in, then its wheel lists the banks once they arrive.
    await waitFor(
      () =>
        expect(document.querySelector('.adm-picker-view-column-item-active')?.textContent).toBe(
          '中国工商银行',
        ),
      { timeout: 3000 },
    );
    // The wheel reports its first item to the picker on a 0 ms timer; a tap before that confirms nothing.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
    fireEvent.click(within(document.querySelector('.adm-picker') as HTMLElement).getByText('确定'));
    await waitFor(() =>
      expect(
        within(screen.getByText('开户银行').closest('.adm-list-item') as HTMLElement).getByText(
          '中国工商银行',
        ),
      ).toBeTruthy(),
    );
    fireEvent.change(screen.getByPlaceholderText('请输入账号或地址'), {
      target: { value: '6222020200001111' },
    });
    fireEvent.change(screen.getByPlaceholderText('请输入持有人姓名'), { target: { value: '张三' } });
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect(await toast('添加成功')).toBeTruthy();
    expect(added()).toEqual([
      { type: 1105, account: '6222020200001111', holder_name: '张三', bank_name: '中国工商银行' },
    ]);
  });

  it("asks for the missing fields before sending and shows the server's refusal", async () => {
    const { added } = server({ add: () => fail(ServerMessages.withdrawHolderMismatch) });
    open();
    await screen.findByText('微信 wx_zhangsan');
    chooseType('支付宝');
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    // Under the empty account field, which says it is invalid.
    const message = await screen.findByText('请填写完整信息', { selector: '[role=alert]' });
    const accountInput = screen.getByPlaceholderText('请输入账号或地址');
    await waitFor(() => expect(accountInput.getAttribute('aria-invalid')).toBe('true'));
    expect(accountInput.getAttribute('aria-describedby')).toBe(message.id);
    expect(added()).toHaveLength(0);
    fireEvent.change(accountInput, { target: { value: '13800000000' } });
    await waitFor(() => expect(accountInput.getAttribute('aria-invalid')).toBeNull());
    fireEvent.change(screen.getByPlaceholderText('请输入持有人姓名'), { target: { value: '李四' } });
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect(await toast(ServerMessages.withdrawHolderMismatch)).toBeTruthy();
    // A refused account stays in the form to be corrected.
    expect((screen.getByPlaceholderText('请输入账号或地址') as HTMLInputElement).value).toBe('13800000000');
  });
});
