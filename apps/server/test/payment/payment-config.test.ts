import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/app';
import { loadEnv } from '../../src/env';
import {
  defaultPaymentConfig,
  defaultPaymentConfigFile,
  loadPaymentConfig,
  PAY_TYPES,
  paymentConfigFileSchema,
} from '../../src/modules/payment';
import {
  buildMember,
  buildTestApp,
  createTestDb,
  DEPOSITOR,
  loginMember,
  type TestDb,
  testDbKind,
} from '../helpers';
import { createOrder, result } from './payment-kit';

const example = fileURLToPath(new URL('../../payment.example.json', import.meta.url));

/** A small valid file: one Alipay channel and one USDT channel. */
const ownConfig = {
  channels: [
    {
      channelId: 41,
      channelName: '测试支付宝',
      typeId: 1101,
      channelLimit: '20~300',
      quickAmount: [20, 50],
      account: { accountName: '测试收款', qrCode: 'https://qr.example/41' },
    },
    {
      channelId: 42,
      channelName: '测试USDT',
      typeId: 1106,
      channelLimit: '100~1000',
      exchangeRate: '6.9',
      protocol: 'ERC20',
      account: { address: '0xabc' },
      service: { nickname: 'USDT客服', link: 'https://chat.example/usdt' },
    },
  ],
  orderTtlSeconds: 600,
  dedicatedService: {
    nickname: '客服阿玲',
    avatar: 'https://cdn.example/ling.png',
    link: 'https://chat.example/ling',
  },
};

describe('payment configuration file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'qilin-payment-config-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const write = async (name: string, content: unknown) => {
    const file = join(dir, name);
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  it('has a default with at least one enabled channel for each of the eight pay types', () => {
    const types = new Set(defaultPaymentConfig.channels.filter((c) => c.enabled).map((c) => c.typeId));
    expect([...types].sort()).toEqual(Object.keys(PAY_TYPES).map(Number));
    expect(paymentConfigFileSchema.safeParse(defaultPaymentConfigFile).success).toBe(true);
    expect(defaultPaymentConfig.dedicatedService.nickname).not.toBe('');
  });

  it('uses the default without a file, with the turnover multiple from the environment', async () => {
    expect(await loadPaymentConfig(undefined, 3)).toEqual({ ...defaultPaymentConfig, turnoverMultiple: 3 });
  });

  it('ships payment.example.json equal to the default, so operators start from what runs', async () => {
    expect(await loadPaymentConfig(example, 1)).toEqual(defaultPaymentConfig);
  });

  it('loads a file and fills the optional fields', async () => {
    const config = await loadPaymentConfig(await write('own.json', ownConfig), 2);
    expect(config.channels.map((c) => c.channelId)).toEqual([41, 42]);
    expect(config.channels[0]).toMatchObject({ enabled: true, exchangeRate: '', protocol: '', iconUrl: '' });
    expect(config.channels[0]?.account).toMatchObject({
      accountName: '测试收款',
      accountNum: '',
      address: '',
    });
    expect(config).toMatchObject({
      orderTtlSeconds: 600,
      sweepSeconds: 60,
      onlinePay: 0,
      turnoverMultiple: 2,
    });
  });

  it('refuses an invalid file with the file name and one line per problem', async () => {
    const bad = {
      ...ownConfig,
      channels: [
        { ...ownConfig.channels[0], typeId: 1199, channelLimit: '300~20' },
        { ...ownConfig.channels[1], channelId: 41, exchangeRate: '', protocol: '' },
      ],
    };
    const file = await write('bad.json', bad);
    const error = await loadPaymentConfig(file, 1).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message.split('\n')[0]).toBe(`Invalid payment config ${file}:`);
    const text = error?.message ?? '';
    expect(text).toContain('channels.0.typeId: typeId must be one of 1101, 1102');
    expect(text).toContain("channels.0.channelLimit: channelLimit must be 'min~max'");
    expect(text).toContain('channels.1.exchangeRate: a USDT channel needs a rate above 0');
    expect(text).toContain('channels.1.protocol: a USDT channel needs TRC20 or ERC20');
    // Duplicate ids are checked once the channels themselves are valid.
    const dup = await write('dup.json', {
      ...ownConfig,
      channels: [ownConfig.channels[0], ownConfig.channels[0]],
    });
    await expect(loadPaymentConfig(dup, 1)).rejects.toThrow('channels.1.channelId: channelId is used twice');
    const unknownKey = await write('typo.json', { ...ownConfig, orderTTL: 5 });
    await expect(loadPaymentConfig(unknownKey, 1)).rejects.toThrow(/orderTTL/);
  });

  it('refuses a file that is missing or not JSON', async () => {
    await expect(loadPaymentConfig(join(dir, 'missing.json'), 1)).rejects.toThrow(
      /^Invalid payment config .*missing\.json: ENOENT/,
    );
    await expect(loadPaymentConfig(await write('broken.json', '{"channels": ['), 1)).rejects.toThrow(
      /broken\.json: .*JSON/,
    );
  });

  it('reads PAYMENT_CONFIG in env.ts as a path relative to where npm ran', () => {
    expect(loadEnv({ PAYMENT_CONFIG: undefined }).paymentConfigFile).toBeUndefined();
    const relative = loadEnv({ PAYMENT_CONFIG: 'conf/pay.json' }).paymentConfigFile ?? '';
    expect(isAbsolute(relative) && relative.endsWith(join('conf', 'pay.json'))).toBe(true);
    expect(loadEnv({ PAYMENT_CONFIG: '/etc/qilin/pay.json' }).paymentConfigFile).toBe('/etc/qilin/pay.json');
  });
});

describe(`a server started with PAYMENT_CONFIG (${testDbKind()})`, () => {
  let dir: string;
  let db: TestDb;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'qilin-payment-app-'));
    db = await createTestDb();
  });
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves exactly the channels of the file', async () => {
    const file = join(dir, 'pay.json');
    await writeFile(file, JSON.stringify(ownConfig));
    const t = await buildTestApp({ PAYMENT_CONFIG: file }, { db });
    try {
      const token = await loginMember(t, await buildMember(db.db, DEPOSITOR));
      const groups = (await t.call('/api/fund/dropdown', { token })).body as {
        result: Record<string, unknown>[];
      };
      expect(groups.result.map((g) => g.typeId)).toEqual([1101, 1106]);
      const check = result(
        await t.call('/api/fund/recharge_deposit/check', { token, body: { channelId: 42, amount: '690' } }),
      );
      expect(check).toMatchObject({ amount: 69_000, usdtAmount: '100.000', exchangeRate: '6.9' });

      // "I have transferred" answers the dedicated service: the channel's own, else the file's.
      const confirm = async (channelId: number, amount: string) => {
        const id = (await createOrder(t, token, channelId, amount)).id as number;
        return result(await t.call(`/api/fund/confirm/${id}`, { token, method: 'POST' })).service;
      };
      expect(await confirm(41, '20')).toEqual(ownConfig.dedicatedService);
      expect(await confirm(42, '690')).toEqual({
        nickname: 'USDT客服',
        avatar: '',
        link: 'https://chat.example/usdt',
      });
    } finally {
      await t.close();
    }
  });

  it('refuses to start on an invalid file', async () => {
    const file = join(dir, 'empty.json');
    await writeFile(file, JSON.stringify({ ...ownConfig, channels: [] }));
    const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', PAYMENT_CONFIG: file });
    await expect(buildServer({ env, db, closeDbWithApp: false })).rejects.toThrow(
      'channels: at least one channel is needed',
    );
  });
});
