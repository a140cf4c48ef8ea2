import { createHash } from 'node:crypto';
import { ErrorCode } from '@qilin/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import type { DomainEvents } from '../../events';
import { appError, Errors } from '../../lib/errors';
import { getMemberBalances, getVenueBalances, transfer } from '../ledger';
import { lockMember, memberAccounts } from '../member';
import type { ProtectionService } from '../protection';
import { checkFundPassword, checkLoginPassword } from '../security';
import { findVenue, MAIN_WALLET, sortedVenues, VENUES } from './venue.catalogue';

type Direction = 'in' | 'out';

const venueNotFound = () => appError(ErrorCode.VenueNotFound);
/** Client keys are namespaced per member so one member's key can never replay another's transfer. */
const ledgerKey = (memberId: number, key: string, part: string) =>
  `venue:${createHash('sha256').update(`${memberId}:${key}`).digest('hex').slice(0, 32)}:${part}`;

/**
 * Member wallet ⇄ venue sub-wallets through the ledger. The member row is locked first so one
 * member's transfers run one at a time; the ledger's own balance check refuses an overdraft.
 */
export class VenueService {
  readonly #db: Kysely<Database>;
  readonly #events: DomainEvents;
  readonly #protection: ProtectionService | undefined;

  /** `protection`: a member on a break may take money out of a venue, never put it in. */
  constructor(db: Kysely<Database>, events: DomainEvents, protection?: ProtectionService) {
    this.#db = db;
    this.#events = events;
    this.#protection = protection;
  }

  /** 主钱包 first, then every venue by title, each with its balance in fen. */
  async partyList(memberId: number) {
    const [main, venues] = await Promise.all([
      getMemberBalances(this.#db, memberId),
      getVenueBalances(this.#db, memberId),
    ]);
    return [
      { ...MAIN_WALLET, balance: main.balanceFen },
      ...sortedVenues().map((v) => ({ code: v.code, title: v.title, balance: venues.get(v.code) ?? 0 })),
    ];
  }

  async balance(memberId: number, code: string | undefined) {
    const venue = findVenue(code);
    if (!venue) throw venueNotFound();
    const venues = await getVenueBalances(this.#db, memberId);
    return { code: venue.code, title: venue.title, balance: venues.get(venue.code) ?? 0 };
  }

  async exchange(
    memberId: number,
    input: {
      code: string | undefined;
      direction: Direction;
      amountFen: number;
      clientKey?: string | undefined;
    },
  ) {
    const venue = findVenue(input.code);
    if (!venue) throw venueNotFound();
    const wallet = { kind: 'member_wallet' as const, memberId };
    const sub = { kind: 'member_venue' as const, memberId, venue: venue.code };
    const result = await this.#events.transaction(this.#db, async (trx, raise) => {
      await this.#lock(trx, memberId);
      if (input.direction === 'in') await this.#protection?.guardAction(trx, memberId, 'venue_transfer');
      const moved = await transfer(trx, {
        from: input.direction === 'in' ? wallet : sub,
        to: input.direction === 'in' ? sub : wallet,
        amountFen: input.amountFen,
        type: input.direction === 'in' ? 'venue_in' : 'venue_out',
        refType: 'venue',
        refId: venue.code,
        idempotencyKey: input.clientKey ? ledgerKey(memberId, input.clientKey, input.direction) : undefined,
      });
      if (!moved.replayed) raise({ type: 'balanceChanged', memberId });
      return moved;
    });
    return { ...(await this.balance(memberId, venue.code)), replayed: result.replayed };
  }

  /** Every venue balance back to the main wallet; replaying the same key moves nothing twice. */
  async allOut(memberId: number, clientKey?: string) {
    const movedFen = await this.#events.transaction(this.#db, async (trx, raise) => {
      await this.#lock(trx, memberId);
      const balances = await getVenueBalances(trx, memberId);
      let total = 0;
      for (const v of VENUES) {
        const amountFen = balances.get(v.code) ?? 0;
        if (amountFen <= 0) continue;
        await transfer(trx, {
          from: { kind: 'member_venue', memberId, venue: v.code },
          to: { kind: 'member_wallet', memberId },
          amountFen,
          type: 'venue_out',
          refType: 'venue',
          refId: v.code,
          idempotencyKey: clientKey ? ledgerKey(memberId, clientKey, `all:${v.code}`) : undefined,
        });
        total += amountFen;
      }
      if (total > 0) raise({ type: 'balanceChanged', memberId });
      return total;
    });
    return { movedFen, balance: (await getMemberBalances(this.#db, memberId)).balanceFen };
  }

  /** /sbin one-click transfer back: the fund password when one is set, else the login password. */
  async allOutWithPassword(memberId: number, password: string) {
    const member = await memberAccounts.findById(this.#db, memberId);
    if (member?.status !== 1) throw Errors.sessionExpired();
    if (member.fund_password_hash !== null) await checkFundPassword(member.fund_password_hash, password);
    else await checkLoginPassword(member.password_hash, password);
    return this.allOut(memberId);
  }

  async #lock(trx: Transaction<Database>, memberId: number) {
    if (!(await lockMember(trx, memberId))) throw Errors.sessionExpired();
  }
}
