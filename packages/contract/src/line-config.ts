import { z } from 'zod';

const platformSchema = z.object({
  download_url: z.string(),
  plist_url: z.string(),
  /** 1 = in service; anything else shows the maintenance popup with start and end time. */
  status: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
});

/** Remote line config (spec §3): `api` is a comma-separated list of line hosts. */
export const lineConfigSchema = z.object({
  api: z.string(),
  origin: z.string(),
  android: platformSchema,
  ios: platformSchema,
});
export type LineConfig = z.infer<typeof lineConfigSchema>;

// The zod-free list parser and guard live in line-config-client.ts (the browser's face).
export { isLineConfig, parseLineList } from './line-config-client';
