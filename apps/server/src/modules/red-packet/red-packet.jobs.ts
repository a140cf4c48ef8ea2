import { parseWireInt, RedPacketMessages } from '@qilin/contract';
import type { SbinRegistry } from '../../transport/sbin-registry';
import { classicInput, multiInput, packetIdOf, roomOf, totalFenOf } from './red-packet.input';
import type { RedPacketService } from './red-packet.service';

const reply = <T>(result: T, message = 'success') => ({ code: '1', message, result: [result] });

/**
 * /sbin red-packet jobs (spec §7): `gid` is the game code, `id` the room, `hid` the packet. `open` is
 * the grab itself (拆红包); `grab (money)` is the same grab guarded by the amount the member saw.
 */
export function registerRedPacketJobs(registry: SbinRegistry, packets: RedPacketService): void {
  const game = (gid: string | number | undefined) =>
    packets.gameCode(gid === undefined ? undefined : String(gid));
  registry.register('redpacket_check', {
    auth: true,
    handle: async (p, ctx) => {
      game(p.gid);
      return reply(await packets.check(ctx.request.memberId(), packetIdOf(p.hid)));
    },
  });
  registry.register('redpacket_open', {
    auth: true,
    handle: async (p, ctx) => {
      game(p.gid);
      const grab = await packets.grab(ctx.request.memberId(), packetIdOf(p.hid));
      return reply(grab, RedPacketMessages.grabSuccess);
    },
  });
  for (const jkid of ['redpacket_detail', 'redpacket_results'] as const) {
    registry.register(jkid, {
      auth: true,
      handle: async (p, ctx) => {
        game(p.gid);
        return reply(await packets.detail(packetIdOf(p.hid), ctx.request.memberId()));
      },
    });
  }
  registry.register('redpacket_grab', {
    auth: true,
    handle: async (p, ctx) => {
      if (p.gid !== undefined) game(p.gid);
      const grab = await packets.grab(
        ctx.request.memberId(),
        packetIdOf(p.hid),
        totalFenOf({ money: p.money }),
      );
      return reply(grab, RedPacketMessages.grabSuccess);
    },
  });
  registry.register('best_odds', {
    auth: false,
    handle: async (p) => {
      game(p.gid);
      const count = parseWireInt(p.hbgs) ?? Number.NaN;
      const mines = parseWireInt(p.szlhs) ?? Number.NaN;
      return reply(packets.bestOdds(count, mines));
    },
  });
  registry.register('redpacket_create', {
    auth: true,
    handle: async (p, ctx) => {
      const input = multiInput(game(p.gid), {
        game_room_id: roomOf(p.id),
        hbgs: p.hbgs,
        szlhs: p.szlhs,
        count: p.count,
        money: p.money,
      });
      return reply(await packets.create(ctx.request.memberId(), input), RedPacketMessages.createSuccess);
    },
  });
  registry.register('jdsl_bet', {
    auth: true,
    handle: async (p, ctx) => {
      const input = classicInput(game(p.gid), {
        game_room_id: roomOf(p.id),
        szlh: p.szlh,
        hbgs: p.hbgs,
        money: p.money,
      });
      return reply(await packets.create(ctx.request.memberId(), input), RedPacketMessages.createSuccess);
    },
  });
}
