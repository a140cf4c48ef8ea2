const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai (no DST there, so a fixed offset is exact). */
export function shanghaiTime(date: Date): string {
  return new Date(date.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
