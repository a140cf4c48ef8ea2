import { z } from 'zod';
import {
  type CustomerServiceKeyResult,
  CustomerServiceScene,
  isHttpUrl,
  type Kefu,
  type KefuAdminView,
  type KefuListResult,
  KefuType,
} from './customer-service-client';
import { wireId, wireInt } from './wire-number';

// The shapes, paths and constants live in customer-service-client.ts (zod-free); re-exported here.
export * from './customer-service-client';

const SCENES = [CustomerServiceScene.guest, CustomerServiceScene.member] as const;
const KEFU_TYPES = [KefuType.chat, KefuType.wechat, KefuType.qq] as const;

/** GET /api/customer/list: `scene` is required, 1 (guests) or 2 (members). */
export const kefuListQuerySchema = z.object({
  scene: wireInt().pipe(z.literal(SCENES, { error: 'scene 须为 1 或 2' })),
});

const NO_CONTROL = /^[^\p{Cc}\p{Cf}]*$/u;
const line = (max: number) => z.string().trim().max(max).regex(NO_CONTROL, '不能包含控制字符');

/** A site path ('/static/…') or an https image; '' shows the client's default avatar. */
const avatarSchema = line(512)
  .refine(
    (v) => v === '' || (/^\/[^/\\]/.test(v) && !/\s/.test(v)) || (isHttpUrl(v) && /^https:/i.test(v)),
    '头像须为 https 图片地址、站内路径或留空',
  )
  .default('');

/** POST /api/admin/customer/key: the online chat's entry link, '' to take it down. */
export const customerServiceKeyBodySchema = z
  .object({ key: line(512).refine((v) => v === '' || isHttpUrl(v), 'key 须为 http(s) 链接或留空') })
  .strict();

const ACCOUNT_RULES: Record<(typeof KEFU_TYPES)[number], { test: (v: string) => boolean; message: string }> =
  {
    [KefuType.chat]: { test: isHttpUrl, message: '在线客服的账号须为 http(s) 链接' },
    // WeChat ids are 6–20 letters, digits, '_' or '-'; a bound phone number also works as one.
    [KefuType.wechat]: { test: (v) => /^[A-Za-z0-9_-]{5,32}$/.test(v), message: '微信号格式有误' },
    [KefuType.qq]: { test: (v) => /^[1-9]\d{4,11}$/.test(v), message: 'QQ 号格式有误' },
  };

/** POST /api/admin/customer/kefu (create) and PUT /api/admin/customer/kefu/:id (replace). */
export const kefuBodySchema = z
  .object({
    nickname: line(32).min(1, '昵称不能为空'),
    avatar: avatarSchema,
    account: line(512).min(1, '账号不能为空'),
    type: z.literal(KEFU_TYPES, { error: 'type 须为 1（在线客服）、2（微信）或 3（QQ）' }),
    /** Where it is listed: 1 guests, 2 members, or both. */
    scenes: z
      .array(z.literal(SCENES, { error: 'scenes 的值须为 1 或 2' }))
      .min(1, 'scenes 至少包含一个场景')
      .max(2)
      .transform((list) => [...new Set(list)].sort()),
    /** Lower first; equal sorts keep the order they were added in. */
    sort: z.number().int().min(-9999).max(9999).default(0),
    enabled: z.boolean().default(true),
  })
  .strict()
  .superRefine((body, ctx) => {
    const rule = ACCOUNT_RULES[body.type];
    if (rule && !rule.test(body.account))
      ctx.addIssue({ code: 'custom', path: ['account'], message: rule.message });
  });
export type KefuBody = z.output<typeof kefuBodySchema>;

export const kefuIdParamsSchema = z.object({
  id: wireId(),
});

/** Answer schemas of the customer-service routes, held to the zod-free shapes the client imports. */
const kefuShape = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  account: z.string(),
  type: z.union([z.literal(KefuType.chat), z.literal(KefuType.wechat), z.literal(KefuType.qq)]),
});
export const kefuSchema: z.ZodType<Kefu> = kefuShape;
export const customerServiceKeyResultSchema: z.ZodType<CustomerServiceKeyResult> = z.object({
  key: z.string(),
});
export const kefuListResultSchema: z.ZodType<KefuListResult> = z.object({ list: z.array(kefuShape) });
const kefuAdminViewShape = kefuShape.extend({
  scenes: z.array(z.union([z.literal(CustomerServiceScene.guest), z.literal(CustomerServiceScene.member)])),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export const kefuAdminViewSchema: z.ZodType<KefuAdminView> = kefuAdminViewShape;
/** The operator's settings: the stored chat link and the one members get (SERVICE_LINK when none is stored). */
export const customerServiceSettingsSchema = z.object({ key: z.string(), effectiveKey: z.string() });
export const customerServiceOperatorViewSchema = customerServiceSettingsSchema.extend({
  list: z.array(kefuAdminViewShape),
});
