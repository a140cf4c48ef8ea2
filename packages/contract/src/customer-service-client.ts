/**
 * Customer service (spec §2 /home/online and /mixDeskPage; §3 session state: the customer-service
 * link and the kefu list of nickname, account, type 1..3; §3 support customer service: avatar,
 * nickname; §6 scene; §7 customer: key, list). Zod-free: the client imports it.
 *
 * - `GET /api/customer/key` → `{ success, result: { key } }`: `key` is the online chat's entry, an
 *   http(s) link the client keeps as the session's customer-service link; '' when none is set.
 * - `GET /api/customer/list?scene=1|2` → `{ success, data: { list }, result: { list } }`: the spec
 *   reads `data.list`; `result` carries the same object (as fund/recharge/check does). Scene 2 lists
 *   the members' contacts and needs the member's token (401 / 20004 without one).
 */
export const customerServicePaths = {
  key: '/api/customer/key',
  list: '/api/customer/list',
} as const;

/** Spec §6: the list is asked with scene 2 when logged in and scene 1 otherwise. */
export const CustomerServiceScene = { guest: 1, member: 2 } as const;
export type CustomerServiceSceneId = (typeof CustomerServiceScene)[keyof typeof CustomerServiceScene];

/** How a member reaches a contact (spec §3 "type 1..3"). */
export const KefuType = {
  /** Online chat: `account` is its http(s) link, opened in a new tab. */
  chat: 1,
  /** WeChat: `account` is the WeChat id, copied. */
  wechat: 2,
  /** QQ: `account` is the QQ number, copied. */
  qq: 3,
} as const;
export type KefuTypeId = (typeof KefuType)[keyof typeof KefuType];

/** One contact of the kefu list. `avatar` '' = the client's default (the nickname's first letter). */
export type Kefu = { id: number; nickname: string; avatar: string; account: string; type: KefuTypeId };

export type CustomerServiceKeyResult = { key: string };
export type KefuListResult = { list: Kefu[] };

/** Operators' view of a contact: where it is listed, its order and whether it is shown at all. */
export type KefuAdminView = Kefu & {
  scenes: CustomerServiceSceneId[];
  sort: number;
  enabled: boolean;
};

/** Scheme, a host name (ASCII or punycode, optional port), then an optional path / query / fragment. */
const HTTP_URL = /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\s\p{Cc}]*)?$/iu;

/**
 * An absolute http(s) URL. The server accepts nothing else as a link, and the client opens nothing
 * else (a `javascript:` link stored by mistake must never run).
 */
export function isHttpUrl(text: string): boolean {
  return HTTP_URL.test(text);
}
