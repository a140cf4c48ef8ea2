import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultPaymentConfig } from '../../src/modules/payment';

// Channel icons are root-relative URLs the client serves from its public folder; a missing file
// shows as a broken image on /recharge.
const webPublic = fileURLToPath(new URL('../../../web/public', import.meta.url));

describe('demo payment channel icons', () => {
  it('point at files the web client ships', () => {
    for (const channel of defaultPaymentConfig.channels) {
      expect(channel.iconUrl, channel.channelName).toMatch(/^\/static\/pay\/[a-z]+\.svg$/);
      expect(existsSync(`${webPublic}${channel.iconUrl}`), channel.iconUrl).toBe(true);
    }
  });
});
