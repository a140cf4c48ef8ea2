import { type BetItem, betItemSchema } from '@qilin/contract';
import { type GameFamily, yuanToFen } from '@qilin/domain';
import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import { BetErrors } from './bet.errors';

const itemsSchema = z.array(betItemSchema).min(1).max(100);

/** REST `content`: the JSON text (or array) of bet items, each with the odds the member was shown. */
export function parseContent(content: string | unknown[]): BetItem[] {
  if (Array.isArray(content)) return parseInput(itemsSchema, content);
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    throw BetErrors.invalidSelection();
  }
  return parseInput(itemsSchema, Array.isArray(data) ? data : [data]);
}

/**
 * jkid general_bet / bull_bet `cmd`: either the same JSON items, or the chat-room text form
 * '大100 小单50' (option name followed by yuan). The text form carries no odds, so it is taken at the
 * catalogue's current odds — the member typed no price that could have gone stale.
 */
export function parseCommand(family: GameFamily, cmd: string): BetItem[] {
  const text = cmd.trim();
  if (text.startsWith('[') || text.startsWith('{')) return parseContent(text);
  const entries = family.playGroups.credit.flatMap((g) => g.entries);
  const tokens = text.split(/[\s,，;；]+/).filter(Boolean);
  if (tokens.length === 0 || tokens.length > 100) throw BetErrors.invalidSelection();
  return tokens.map((token) => {
    const m = /^(.+?)(\d+(?:\.\d{1,2})?)$/.exec(token);
    const entry = m ? entries.find((e) => e.name === m[1]) : undefined;
    const amountFen = m ? yuanToFen(m[2]!) : null;
    if (!entry || amountFen === null || amountFen <= 0) throw BetErrors.invalidSelection();
    return {
      playId: entry.playId,
      ...(entry.option !== undefined && { option: entry.option }),
      ...(entry.position !== undefined && { position: entry.position }),
      amountFen,
      odds: entry.odds,
    };
  });
}
