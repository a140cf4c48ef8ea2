import { DEVICE_TYPES, Header } from '@qilin/contract';
import type { FastifyRequest } from 'fastify';

export type RequestDevice = { deviceId: string; device: string };

function header(request: FastifyRequest, name: string): string {
  const v = request.headers[name];
  return typeof v === 'string' ? v : '';
}

/** Device headers are informational: unknown types fall back to h5, long ids are cut, never refused. */
export function deviceOf(request: FastifyRequest): RequestDevice {
  const device = header(request, Header.device);
  return {
    deviceId: header(request, Header.deviceId).slice(0, 128),
    device: (DEVICE_TYPES as readonly string[]).includes(device) ? device : 'h5',
  };
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const token = header(request, Header.token).trim();
  return token.length > 0 ? token : undefined;
}
