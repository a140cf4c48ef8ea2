import { z } from 'zod';

/**
 * Times on the wire. A filter must be a real instant between 2000 and 2100: `new Date(1e308)` is an
 * Invalid Date that reaches the database driver (a 500 on PGlite), and a day like '2024-02-31' would
 * silently roll over. Calendar days are Asia/Shanghai (UTC+8, no daylight saving).
 */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const WIRE_TIME_MIN_MS = Date.UTC(2000, 0, 1) - SHANGHAI_OFFSET_MS;
export const WIRE_TIME_MAX_MS = Date.UTC(2100, 0, 1) - SHANGHAI_OFFSET_MS;

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const EPOCH_TEXT = /^\d{10,13}$/;

const inRange = (ms: number) => (ms >= WIRE_TIME_MIN_MS && ms < WIRE_TIME_MAX_MS ? ms : undefined);

/** Shanghai wall-clock fields → epoch ms, or undefined when a field is out of its calendar range. */
function shanghaiMs(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number | undefined {
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(utc);
  const same =
    back.getUTCFullYear() === y &&
    back.getUTCMonth() === mo - 1 &&
    back.getUTCDate() === d &&
    back.getUTCHours() === h &&
    back.getUTCMinutes() === mi &&
    back.getUTCSeconds() === s;
  return same ? inRange(utc - SHANGHAI_OFFSET_MS) : undefined;
}

/** Midnight (Shanghai) of a 'YYYY-MM-DD' day as epoch ms, or undefined for anything else. */
export function parseWireDay(value: unknown): number | undefined {
  const m = typeof value === 'string' ? DAY_TEXT.exec(value) : null;
  return m ? shanghaiMs(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

/**
 * An instant as epoch seconds or milliseconds (number or digit text), or Shanghai 'YYYY-MM-DD' /
 * 'YYYY-MM-DD HH:mm[:ss]'; epoch ms, or undefined for anything else or outside 2000–2100.
 */
export function parseWireTime(value: unknown): number | undefined {
  if (typeof value === 'number' || (typeof value === 'string' && EPOCH_TEXT.test(value))) {
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 0) return undefined;
    return inRange(n < 1e12 ? n * 1000 : n);
  }
  if (typeof value !== 'string') return undefined;
  const m = DATE_TIME_TEXT.exec(value);
  if (m) {
    const [y, mo, d, h, mi, s] = m.slice(1, 7).map((x) => Number(x ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return shanghaiMs(y, mo, d, h, mi, s);
  }
  return parseWireDay(value);
}

/** An optional time filter: absent or '' = no filter (undefined); otherwise epoch ms or a 400. */
export const wireTime = () =>
  z
    .union([z.number(), z.string().max(32)])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const ms = parseWireTime(v);
      if (ms === undefined) ctx.addIssue({ code: 'custom', message: '时间格式有误' });
      return ms;
    });

/** An optional Shanghai calendar day 'YYYY-MM-DD' that exists (kept as text). */
export const wireDay = () =>
  z
    .string()
    .refine((v) => parseWireDay(v) !== undefined, { message: '日期格式有误' })
    .optional();
