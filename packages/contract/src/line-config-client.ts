/**
 * The browser's zod-free face of the line config (spec §3): the list parser and a guard that accepts
 * exactly what lineConfigSchema accepts (test/line-config-client.test.ts). The spec is typed from the
 * schema's inferred type, so a schema change not mirrored here fails to compile.
 */
import type { LineConfig } from './line-config';
import { matchesShape, type ShapeOf } from './shape';

export type { LineConfig };

const platform = {
  kind: {
    download_url: { kind: 'string' },
    plist_url: { kind: 'string' },
    status: { kind: 'int' },
    startTime: { kind: 'string' },
    endTime: { kind: 'string' },
  },
} as const;

export const LINE_CONFIG_SPEC: ShapeOf<LineConfig> = {
  api: { kind: 'string' },
  origin: { kind: 'string' },
  android: platform,
  ios: platform,
};

export function isLineConfig(value: unknown): value is LineConfig {
  return matchesShape(value, LINE_CONFIG_SPEC);
}

export function parseLineList(api: string): string[] {
  return api
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter((s) => s.length > 0);
}
