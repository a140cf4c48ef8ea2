import { isIP } from 'node:net';
import path from 'node:path';
import { DEV_DATA_KEY_HEX } from '@qilin/contract';
import { z } from 'zod';

/**
 * The only place that reads `process.env` (t3 / bulletproof style). Everything else receives the
 * parsed `Env`, so tests build apps with their own configuration through `loadEnv(overrides)`.
 */

/**
 * Documented development key for chain secrets at rest; `loadEnv` refuses it in production, where
 * DRAW_SECRET_KEY must be set (and kept apart from database backups).
 */
export const DEV_DRAW_SECRET_KEY_HEX = `6472${'5c'.repeat(30)}`;

/** Documented development default; production must set ADMIN_TOKEN. */
export const DEV_ADMIN_TOKEN = 'qilin-dev-admin-token';

const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1', 'true', 'false'])
    .default(fallback)
    .transform((v) => v === '1' || v === 'true');

/** A 0/1 switch whose default depends on NODE_ENV (undefined here: not set). */
const optionalFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const intWithDefault = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: intWithDefault(8080).pipe(z.number().max(65535)),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  DATA_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'DATA_KEY must be 64 hex characters (32 bytes)')
    .default(DEV_DATA_KEY_HEX),
  ENCRYPT_RESPONSES: flag('1'),
  /** Serve the OpenAPI document and its UI at /api/docs; on by default in development only. */
  API_DOCS: optionalFlag,
  /** Check every answer against its route's response schema; on by default outside production. */
  CHECK_RESPONSES: optionalFlag,
  ADMIN_TOKEN: z.string().min(8).default(DEV_ADMIN_TOKEN),
  SITE: z.enum(['n7', 'ak']).default('n7'),
  LINES: optionalText,
  CAPTCHA: z.enum(['0', '1']).default('0'),
  /** Browser tests only: every picture captcha carries this code, so a flow can answer it. Refused in production. */
  CAPTCHA_FIXED_CODE: z
    .string()
    .regex(/^[A-HJKMNP-Z2-9]{6}$/, 'CAPTCHA_FIXED_CODE must be 6 captcha characters')
    .optional(),
  REGISTRABLE: z.enum(['0', '1']).default('1'),
  /** Turns the signature requirement on for every client at start; realtime defense toggles it later. */
  DEFENSE: flag('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: intWithDefault(24 * 7, 1),
  /** How long a process may answer a session from memory before asking the database again; 0 = never. */
  SESSION_CACHE_MS: intWithDefault(2000).pipe(z.number().max(60_000)),
  /** Requests per minute per client IP across the API. */
  RATE_LIMIT_MAX: intWithDefault(600, 1),
  /** Login attempts per account and, separately, per device within LOGIN_LIMIT_WINDOW_MS. */
  LOGIN_LIMIT_MAX: intWithDefault(10, 1),
  LOGIN_LIMIT_WINDOW_MS: intWithDefault(5 * 60 * 1000, 1000),
  /** 试玩 trials one client IP may start within TRIAL_LIMIT_WINDOW_MS (each is a member row). */
  TRIAL_LIMIT_MAX: intWithDefault(10, 1),
  TRIAL_LIMIT_WINDOW_MS: intWithDefault(60 * 60 * 1000, 1000),
  /** SMS codes one phone, and one member, may be sent per Asia/Shanghai day (beyond the 60 s cooldown). */
  SMS_DAILY_MAX: intWithDefault(10, 1),
  /** SMS codes one client IP may ask for per Asia/Shanghai day, whatever the phone. */
  SMS_DAILY_MAX_PER_IP: intWithDefault(50, 1),
  /** Demo members and data at start; default on, except in production where it must be asked for. */
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  /** Proxies in front (a hop count, or a comma list of IPs/CIDRs): request.ip is then the client from X-Forwarded-For. */
  TRUST_PROXY: optionalText,
  /** Turnover a confirmed deposit must work off before it is withdrawable, as a whole multiple. */
  TURNOVER_MULTIPLE: intWithDefault(1).pipe(z.number().max(100)),
  /** JSON file with the payment channels and cashier rules (modules/payment/payment-config.schema.ts). */
  PAYMENT_CONFIG: optionalText,
  WEB_DIST: optionalText,
  /** The operator console's build (apps/admin/dist when unset), served under /admin. */
  ADMIN_DIST: optionalText,
  SERVICE_LINK: z.string().default(''),
  /** sign_login / sign_login_c: the partner's HMAC secret; '' turns both off. */
  SIGN_LOGIN_SECRET: z.union([z.literal(''), z.string().min(16)]).default(''),
  APP_STATUS: z.coerce.number().int().default(1),
  MAINTENANCE_START: z.string().default(''),
  MAINTENANCE_END: z.string().default(''),
  ANDROID_DOWNLOAD_URL: z.string().default(''),
  IOS_PLIST_URL: z.string().default(''),
  /** Runs the draw scheduler on a timer in this process (several processes may; a lease picks one). */
  DRAW_SCHEDULER: flag('1'),
  /** Test / e2e override: every periodic game draws every N seconds (e.g. 15). */
  DRAW_PERIOD_SEC: z.coerce.number().int().min(5).max(86_400).optional(),
  DRAW_CLOSE_SEC: z.coerce.number().int().min(1).max(86_399).optional(),
  /** Test / e2e override: schedule only these catalogue codes (comma list), e.g. `Tradition28`. */
  DRAW_GAMES: optionalText,
  /** AES-256-GCM key sealing the draw chain secrets at rest (32 bytes hex); production must set its own. */
  DRAW_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'DRAW_SECRET_KEY must be 64 hex characters (32 bytes)')
    .default(DEV_DRAW_SECRET_KEY_HEX),
  /** drand HTTP relays (comma list of base URLs) salting v2 draws; none = the local beacon. */
  BEACON_URLS: optionalText,
  /** The relays' chain (hash, BLS public key, genesis, period); defaults are drand quicknet's. */
  BEACON_CHAIN_HASH: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  BEACON_PUBLIC_KEY: z
    .string()
    .regex(/^[0-9a-f]{192}$/)
    .optional(),
  BEACON_GENESIS_SEC: z.coerce.number().int().min(1).optional(),
  BEACON_PERIOD_SEC: z.coerce.number().int().min(1).max(3600).optional(),
  /** A v2 issue whose beacon round is still unavailable this long after its draw time is voided. */
  BEACON_TIMEOUT_SEC: intWithDefault(60, 1).pipe(z.number().max(86_400)),
  /** Production accepts the local (not independent) beacon only when this says so. */
  BEACON_LOCAL: flag('0'),
  /** Site default ceiling of the 返点 (rebate) on official bets, in basis points (800 = 8 %). */
  REBATE_MAX_BP: intWithDefault(800).pipe(z.number().max(10_000)),
  // Operations (modules/ops, server.ts startup).
  /** A second bearer token for /metrics (a scraper need not hold ADMIN_TOKEN). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** /metrics reuses a ledger reconcile result this long; 0 = reconcile on every scrape. */
  METRICS_RECONCILE_SEC: intWithDefault(300).pipe(z.number().max(86_400)),
  /** Start-up attempts to reach the database (and Redis) before giving up, with doubling waits. */
  DB_CONNECT_RETRIES: intWithDefault(10).pipe(z.number().max(1000)),
  /** The first wait between start-up attempts; each next one doubles, up to 5 s. */
  DB_CONNECT_RETRY_MS: intWithDefault(500, 10).pipe(z.number().max(60_000)),
  /** Approving a withdrawal above this many fen needs a second operator (default 10,000 元). */
  OPERATOR_APPROVAL_WITHDRAW_FEN: intWithDefault(1_000_000),
  /** An operator session unused this many minutes is over. */
  OPERATOR_IDLE_MIN: intWithDefault(30, 1).pipe(z.number().max(24 * 60)),
  /** An operator session is over this many hours after sign-in. */
  OPERATOR_SESSION_HOURS: intWithDefault(12, 1).pipe(z.number().max(24 * 7)),
  /** The operator CLI only: an operator session token to send instead of ADMIN_TOKEN. */
  OPERATOR_TOKEN: z.string().min(20).optional(),
  /** The operator CLI only: a scoped operator API key (qk_…, made by an owner), preferred over both. */
  OPERATOR_API_KEY: z.string().min(20).optional(),
});

export type RawEnv = z.input<typeof envSchema>;

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** 32 raw bytes from DATA_KEY: response encryption and the signature key derivation. */
  dataKey: Buffer;
  encryptResponses: boolean;
  apiDocs: boolean;
  checkResponses: boolean;
  adminToken: string;
  site: 'n7' | 'ak';
  /** Line hosts for `/config`; empty means "the origin the request came in on". */
  lines: string[];
  captcha: '0' | '1';
  /** Browser tests only (never in production): the code every picture captcha carries. */
  captchaFixedCode: string | undefined;
  registrable: '0' | '1';
  defense: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  sessionTtlMs: number;
  sessionCacheMs: number;
  rateLimitMax: number;
  loginLimitMax: number;
  loginLimitWindowMs: number;
  trialLimitMax: number;
  trialLimitWindowMs: number;
  seedDemo: boolean;
  /** Fastify `trustProxy`: false (the socket's peer is the client), a hop count, or the trusted proxies. */
  trustProxy: false | number | string[];
  turnoverMultiple: number;
  smsDailyMax: number;
  smsDailyMaxPerIp: number;
  /** Absolute path of the payment configuration file; undefined = the demo channels. */
  paymentConfigFile: string | undefined;
  webDist: string | undefined;
  adminDist: string | undefined;
  serviceLink: string;
  signLoginSecret: string;
  appStatus: number;
  maintenanceStart: string;
  maintenanceEnd: string;
  androidDownloadUrl: string;
  iosPlistUrl: string;
  drawScheduler: boolean;
  drawPeriodSec: number | undefined;
  drawCloseSec: number | undefined;
  /** undefined = every periodic game of the catalogue. */
  drawGames: string[] | undefined;
  /** Rebate ceiling of a member without one of their own, in basis points. */
  rebateMaxBp: number;
  /** Hex key of the draw chain vault (chain secrets sealed at rest). */
  drawSecretKeyHex: string;
  beacon: {
    /** Empty: the local beacon. */
    urls: string[];
    chainHash: string | undefined;
    publicKey: string | undefined;
    genesisTimeSec: number | undefined;
    periodSec: number | undefined;
    timeoutMs: number;
  };
  metricsToken: string | undefined;
  metricsReconcileSec: number;
  dbConnectRetries: number;
  dbConnectRetryMs: number;
  operator: { withdrawApprovalFen: number; idleMs: number; lifetimeMs: number };
  /** The operator CLI's OPERATOR_TOKEN (an operator session); the server ignores it. */
  operatorToken: string | undefined;
  /** The operator CLI's OPERATOR_API_KEY (a scoped key); the server ignores it. */
  operatorApiKey: string | undefined;
};

/**
 * Parses the environment. `overrides` win over `process.env` (tests pass their own values);
 * a key set to `undefined` in overrides removes it.
 */
export function loadEnv(overrides: Partial<Record<keyof RawEnv, string | undefined>> = {}): Env {
  const merged: Record<string, string | undefined> = { ...process.env, ...overrides };
  // An empty variable (`DATABASE_URL=` in a compose file or a test config) means "not set": without this
  // z.coerce turns '' into 0 (PORT=0, TURNOVER_MULTIPLE=0) and enums refuse it.
  const source = Object.fromEntries(
    Object.entries(merged).filter(([, v]) => v !== undefined && v.trim() !== ''),
  ) as Record<string, string | undefined>;
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid server environment: ${detail}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // The development values are in this repository, so in production each would hand it out.
  const publicSecrets = [
    e.ADMIN_TOKEN === DEV_ADMIN_TOKEN && 'ADMIN_TOKEN',
    e.DATA_KEY.toLowerCase() === DEV_DATA_KEY_HEX && 'DATA_KEY',
    e.DRAW_SECRET_KEY.toLowerCase() === DEV_DRAW_SECRET_KEY_HEX && 'DRAW_SECRET_KEY',
  ].filter((name) => name !== false);
  if (production && publicSecrets.length > 0)
    throw new Error(
      `Invalid server environment: ${publicSecrets.join(', ')} must be set in production (the development values are public)`,
    );
  if (production && e.CAPTCHA_FIXED_CODE !== undefined)
    throw new Error(
      'Invalid server environment: CAPTCHA_FIXED_CODE is for browser tests and is refused in production',
    );
  const beaconUrls = (e.BEACON_URLS ?? '')
    .split(',')
    .map((u) => u.trim().replace(/\/+$/, ''))
    .filter((u) => u.length > 0);
  if (production && beaconUrls.length === 0 && !e.BEACON_LOCAL)
    throw new Error(
      'Invalid server environment: set BEACON_URLS (drand relays) in production, or BEACON_LOCAL=1 to draw with the local beacon, which is not independent',
    );
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // Relative to where `npm` was invoked (INIT_CWD), so root `npm start` keeps data in ./data
    // although npm runs the workspace script inside apps/server.
    dataDir: path.resolve(source.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataKey: Buffer.from(e.DATA_KEY, 'hex'),
    encryptResponses: e.ENCRYPT_RESPONSES,
    apiDocs: e.API_DOCS ?? e.NODE_ENV === 'development',
    checkResponses: e.CHECK_RESPONSES ?? e.NODE_ENV !== 'production',
    adminToken: e.ADMIN_TOKEN,
    site: e.SITE,
    lines: (e.LINES ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/+$/, ''))
      .filter((s) => s.length > 0),
    captcha: e.CAPTCHA,
    captchaFixedCode: e.CAPTCHA_FIXED_CODE,
    registrable: e.REGISTRABLE,
    defense: e.DEFENSE,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600 * 1000,
    sessionCacheMs: e.SESSION_CACHE_MS,
    rateLimitMax: e.RATE_LIMIT_MAX,
    loginLimitMax: e.LOGIN_LIMIT_MAX,
    loginLimitWindowMs: e.LOGIN_LIMIT_WINDOW_MS,
    trialLimitMax: e.TRIAL_LIMIT_MAX,
    trialLimitWindowMs: e.TRIAL_LIMIT_WINDOW_MS,
    seedDemo: e.SEED_DEMO ?? !production,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    turnoverMultiple: e.TURNOVER_MULTIPLE,
    paymentConfigFile: e.PAYMENT_CONFIG && path.resolve(source.INIT_CWD ?? process.cwd(), e.PAYMENT_CONFIG),
    webDist: e.WEB_DIST,
    adminDist: e.ADMIN_DIST,
    smsDailyMax: e.SMS_DAILY_MAX,
    smsDailyMaxPerIp: e.SMS_DAILY_MAX_PER_IP,
    serviceLink: e.SERVICE_LINK,
    signLoginSecret: e.SIGN_LOGIN_SECRET,
    appStatus: e.APP_STATUS,
    maintenanceStart: e.MAINTENANCE_START,
    maintenanceEnd: e.MAINTENANCE_END,
    androidDownloadUrl: e.ANDROID_DOWNLOAD_URL,
    iosPlistUrl: e.IOS_PLIST_URL,
    drawScheduler: e.DRAW_SCHEDULER,
    drawPeriodSec: e.DRAW_PERIOD_SEC,
    drawCloseSec: e.DRAW_CLOSE_SEC,
    drawGames: e.DRAW_GAMES?.split(',')
      .map((g) => g.trim())
      .filter((g) => g.length > 0),
    rebateMaxBp: e.REBATE_MAX_BP,
    drawSecretKeyHex: e.DRAW_SECRET_KEY.toLowerCase(),
    beacon: {
      urls: beaconUrls,
      chainHash: e.BEACON_CHAIN_HASH,
      publicKey: e.BEACON_PUBLIC_KEY,
      genesisTimeSec: e.BEACON_GENESIS_SEC,
      periodSec: e.BEACON_PERIOD_SEC,
      timeoutMs: e.BEACON_TIMEOUT_SEC * 1000,
    },
    metricsToken: e.METRICS_TOKEN,
    metricsReconcileSec: e.METRICS_RECONCILE_SEC,
    dbConnectRetries: e.DB_CONNECT_RETRIES,
    operator: {
      withdrawApprovalFen: e.OPERATOR_APPROVAL_WITHDRAW_FEN,
      idleMs: e.OPERATOR_IDLE_MIN * 60_000,
      lifetimeMs: e.OPERATOR_SESSION_HOURS * 3_600_000,
    },
    operatorToken: e.OPERATOR_TOKEN,
    operatorApiKey: e.OPERATOR_API_KEY,
    dbConnectRetryMs: e.DB_CONNECT_RETRY_MS,
  };
}

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or 0 trusts no proxy; a whole number trusts that many hops in front of the server
 * (1: one balancer); otherwise a comma list of proxy IPs or CIDRs (or loopback/linklocal/uniquelocal)
 * whose X-Forwarded-For is believed. Anything else stops the start: a typo would silently key every
 * limit on the balancer.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad.length > 0)
    throw new Error(
      `Invalid server environment: TRUST_PROXY must be a hop count or a comma list of IPs/CIDRs (not ${bad.join(', ') || value})`,
    );
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
