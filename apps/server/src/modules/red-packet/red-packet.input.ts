import { parseWireInt, RedPacketMessages } from '@qilin/contract';
import { parseMineDigits } from '@qilin/domain';
import { Errors } from '../../lib/errors';
import { yuanFen } from '../../lib/wire-money';
import { DEFAULT_ROOM, RED_PACKET_RULES } from './red-packet.config';
import { RedPacketErrors } from './red-packet.errors';
import type { NewPacketInput } from './red-packet.service';

/** Turns the wire's create / Jdsl fields into a new packet (REST and /sbin alike). */

/** `amount_fen` (integer fen) wins; otherwise `money` in yuan, at most two decimals. */
export function totalFenOf(body: {
  money?: string | number | undefined;
  amount_fen?: number | undefined;
}): number {
  if (body.amount_fen !== undefined) return body.amount_fen;
  const fen = body.money === undefined ? null : yuanFen(body.money);
  if (fen === null || fen <= 0) throw RedPacketErrors.terms(RedPacketMessages.moneyFormat);
  return fen;
}

export function roomOf(room: string | number | undefined): string {
  const text = room === undefined ? '' : String(room).trim();
  return text === '' ? DEFAULT_ROOM : text.slice(0, 64);
}

function minesOf(input: unknown): number[] {
  const digits = parseMineDigits(input);
  if (!digits) throw RedPacketErrors.terms(RedPacketMessages.minesRange(RED_PACKET_RULES.maxMines));
  return digits;
}

function intOf(value: string | number | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = parseWireInt(value);
  if (n === undefined || n < 0 || n > 99_999) throw Errors.invalidPayload();
  return n;
}

/** Multi-mine create: `szlhs` the digits, `count` (optional) how many there are. */
export function multiInput(
  gameCode: string,
  b: {
    game_room_id?: string | number | undefined;
    hbgs: string | number;
    szlhs: unknown;
    count?: string | number | undefined;
    money?: string | number | undefined;
    amount_fen?: number | undefined;
    idempotency_key?: string | undefined;
  },
): NewPacketInput {
  const mineDigits = minesOf(b.szlhs);
  if (b.count !== undefined && intOf(b.count, 0) !== mineDigits.length)
    throw RedPacketErrors.terms(RedPacketMessages.countMismatch);
  return {
    gameCode,
    roomId: roomOf(b.game_room_id),
    count: intOf(b.hbgs, 0),
    mineDigits,
    variant: mineDigits.length === 1 ? 'classic' : 'multi',
    totalFen: totalFenOf(b),
    clientKey: b.idempotency_key,
  };
}

/** Classic single mine (Jdsl): `szlh` one digit, `hbgs` defaults to the classic 7 packets. */
export function classicInput(
  gameCode: string,
  b: {
    game_room_id?: string | number | undefined;
    szlh: unknown;
    hbgs?: string | number | undefined;
    money?: string | number | undefined;
    amount_fen?: number | undefined;
    idempotency_key?: string | undefined;
  },
): NewPacketInput {
  const mineDigits = minesOf(b.szlh);
  if (mineDigits.length !== 1) throw RedPacketErrors.terms(RedPacketMessages.singleMine);
  return {
    gameCode,
    roomId: roomOf(b.game_room_id),
    count: intOf(b.hbgs, RED_PACKET_RULES.defaultCount),
    mineDigits,
    variant: 'classic',
    totalFen: totalFenOf(b),
    clientKey: b.idempotency_key,
  };
}

/** A packet id from /sbin's loose `hid` (text or number). */
export function packetIdOf(hid: string | number | undefined): number {
  const n = parseWireInt(hid) ?? 0;
  if (n <= 0) throw Errors.invalidPayload(`${RedPacketMessages.notFound}：hid`);
  return n;
}
