import { CustomerServiceScene } from '@qilin/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, Db } from './db';
import { hashPassword } from './lib/password';
import { CustomerService } from './modules/customer-service';
import { HelpService } from './modules/help';
import { memberAccounts } from './modules/member';
import { NoticeService } from './modules/notice';
import { adminAuditAs } from './modules/operator';

/** Demo content goes through the services as the platform itself, recorded in the audit log. */
const SEED_AUDIT = adminAuditAs({ kind: 'system', operatorId: null, name: 'seed' });

/** Demo logins created on first start (documented in the README). */
export const DEMO_MEMBERS = [
  { username: 'demo01', password: 'demo123456', nickname: '演示会员一' },
  { username: 'demo02', password: 'demo123456', nickname: '演示会员二' },
] as const;

/** Demo help: a few FAQ answers and one quick question of the online service. */
export const DEMO_QUESTIONS = [
  {
    kind: 'faq',
    question: '如何充值？',
    answer: '在「我的」或钱包页点击充值，选择充值渠道并按提示转账，到账后余额自动更新。',
  },
  {
    kind: 'faq',
    question: '如何提现？',
    answer: '先绑定手机号、提现姓名和提现账号，设置资金密码后即可在提现页申请提现。',
  },
  {
    kind: 'faq',
    question: '忘记登录密码怎么办？',
    answer: '在登录页点击「忘记密码」，用绑定的手机号接收短信验证码后设置新密码。',
  },
  {
    kind: 'faq',
    question: '开奖结果如何验证？',
    answer: '每期开奖都由公布在先的哈希链决定，可在公平性验证页逐字节核对。',
  },
  {
    kind: 'online',
    question: '充值未到账怎么办？',
    answer: '请联系在线客服并提供充值订单号，客服会尽快为您核实。',
  },
] as const;

/**
 * Demo customer service: contacts for everyone (an online chat among them) and one for members only
 * (scene 2). The chat link (customer/key) is left to SERVICE_LINK, so a demo seed never shadows it.
 */
export const DEMO_KEFU = [
  {
    nickname: '官方客服',
    account: 'https://chat.example.com/qilin',
    type: 1,
    forGuests: true,
    forMembers: true,
    sort: 0,
  },
  { nickname: 'VIP专属客服', account: 'qilin_vip888', type: 2, forGuests: false, forMembers: true, sort: 1 },
  { nickname: '客服小麒', account: 'qilin_kefu01', type: 2, forGuests: true, forMembers: true, sort: 10 },
  { nickname: '客服小林', account: '800012345', type: 3, forGuests: true, forMembers: true, sort: 20 },
] as const;

export type Seed = { name: string; run(trx: Db): Promise<void> };

/** Named, run-once seeds in order. Modules with demo data (wallets, games...) append theirs. */
export const SEEDS: Seed[] = [
  {
    name: '0001_demo_members',
    async run(trx) {
      for (const m of DEMO_MEMBERS) {
        const passwordHash = await hashPassword(m.password);
        await memberAccounts.insert(trx, { username: m.username, passwordHash, nickname: m.nickname });
      }
    },
  },
  {
    // The hall marquee's first notice (operators publish more with POST /api/admin/notices).
    name: '0002_demo_notice',
    async run(trx) {
      // Not pushed: nobody is connected while seeds run.
      const notices = new NoticeService(trx, () => new Date(), { publish: async () => 0 });
      await notices.publish(
        {
          tag: 1,
          title: '欢迎光临',
          content: '欢迎光临！理性投注，量力而行；充值、提现请认准官方渠道，如有疑问请联系在线客服。',
          name: '系统公告',
          push: false,
          important: false,
        },
        SEED_AUDIT,
      );
    },
  },
  {
    // Customer service to show on /home/online (operators replace it under /api/admin/customer).
    name: '0003_demo_customer_service',
    async run(trx) {
      const kefu = new CustomerService(trx, () => new Date());
      for (const { forGuests, forMembers, ...k } of DEMO_KEFU) {
        const scenes = [
          ...(forGuests ? [CustomerServiceScene.guest] : []),
          ...(forMembers ? [CustomerServiceScene.member] : []),
        ];
        await kefu.add({ ...k, avatar: '', scenes, enabled: true }, SEED_AUDIT);
      }
    },
  },
  {
    // The help center's first answers and the online service's quick questions (operators edit them
    // under /api/admin/questions).
    name: '0004_demo_questions',
    async run(trx) {
      const help = new HelpService(trx, () => new Date());
      for (const [i, q] of DEMO_QUESTIONS.entries()) await help.add({ ...q, sort: i }, SEED_AUDIT);
    },
  },
];

const SEED_LOCK_KEY = 7_318_402_912;

/**
 * Runs every seed not yet recorded in `seed_runs`, once, in one transaction under an advisory lock
 * (two processes starting together seed once). Returns the names run by this call.
 */
export async function seedDemoData(db: Kysely<Database>, seeds: Seed[] = SEEDS): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx);
    const done = new Set((await trx.selectFrom('seed_runs').select('name').execute()).map((r) => r.name));
    const ran: string[] = [];
    for (const seed of seeds) {
      if (done.has(seed.name)) continue;
      await seed.run(trx);
      await trx.insertInto('seed_runs').values({ name: seed.name }).execute();
      ran.push(seed.name);
    }
    return ran;
  });
}
