import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverMessageSchema } from '../src/socket';
import { isServerMessage, SERVER_MESSAGE_SPECS, SERVER_MESSAGE_TYPES } from '../src/socket-client';
import { edgeValue, junk, nearMiss } from './guard-arbitraries';

const accepts = (value: unknown) => serverMessageSchema.safeParse(value).success;

describe('isServerMessage (zod-free guard) accepts exactly what serverMessageSchema accepts', () => {
  it('covers every message type the schema knows', () => {
    expect(Object.keys(SERVER_MESSAGE_SPECS).sort()).toEqual([...SERVER_MESSAGE_TYPES].sort());
    for (const option of serverMessageSchema.options) {
      expect(SERVER_MESSAGE_TYPES).toContain(option.shape.type.value);
    }
  });

  for (const type of SERVER_MESSAGE_TYPES) {
    it(`agrees with the schema on near-miss "${type}" messages`, () => {
      const keys = Object.keys(SERVER_MESSAGE_SPECS[type]);
      fc.assert(
        fc.property(nearMiss(keys), (fields) => {
          const message = { ...fields, type };
          expect(isServerMessage(message)).toBe(accepts(message));
        }),
        { numRuns: 400, seed: 6 },
      );
    });
  }

  it('accepts a valid message of every type and refuses each with a required field broken', () => {
    const valid = {
      identify: { type: 'identify', uuid: 'u1' },
      newApi: { type: 'newApi', line: 'https://a.example' },
      newLine: { type: 'newLine' },
      stopLine: { type: 'stopLine', lines: ['https://a.example'] },
      defense: { type: 'defense' },
      undefense: { type: 'undefense' },
      heartbeat: { type: 'heartbeat', ts: 1_700_000_000_000 },
      clean: { type: 'clean' },
      notice: { type: 'notice', id: 3, title: '公告', content: '维护' },
      ex_out_all: { type: 'ex_out_all' },
      bonus: { type: 'bonus', amountFen: 1200, gameId: 'jnd28' },
      shutdown: { type: 'shutdown' },
    } as const;
    for (const message of Object.values(valid)) {
      expect(accepts(message)).toBe(true);
      expect(isServerMessage(message)).toBe(true);
    }
    const broken = [
      { type: 'bonus', amountFen: 12.5 },
      { type: 'bonus', amountFen: 2 ** 53 },
      { type: 'heartbeat', ts: Number.POSITIVE_INFINITY },
      { type: 'notice', id: null, content: 'x' },
      { type: 'stopLine', lines: ['a', 1] },
      { type: 'identify' },
      { type: 'toString' },
      { type: 'unknown' },
      [{ type: 'clean' }],
    ];
    for (const message of broken) {
      expect(accepts(message)).toBe(false);
      expect(isServerMessage(message)).toBe(false);
    }
  });

  it('agrees on junk and on random type strings', () => {
    fc.assert(
      fc.property(junk, (value) => {
        expect(isServerMessage(value)).toBe(accepts(value));
      }),
      { numRuns: 1000, seed: 6 },
    );
    fc.assert(
      fc.property(fc.oneof(fc.string(), edgeValue), edgeValue, (type, uuid) => {
        const value = { type, uuid };
        expect(isServerMessage(value)).toBe(accepts(value));
      }),
      { numRuns: 500, seed: 6 },
    );
  });
});
