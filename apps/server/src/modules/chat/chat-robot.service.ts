import { ChatMessages } from '@qilin/contract';
import type { GameResult } from '@qilin/domain';
import type { DomainEvent } from '../../events';
import { resultText } from './chat.rules';
import type { ChatService } from './chat.service';

type LastDrawn = (gameCode: string) => Promise<{ issue: string; result: GameResult | null } | null>;

/**
 * The house announcer, labelled a robot (`ext.isRobot`): when a game's issue on sale changes (the draw of
 * the previous one) every room of the game hears the drawn result; when a red packet ends its room hears
 * the outcome (parts grabbed, whether a mine was hit). It announces only what happened — never a bet,
 * never a member's win.
 */
export class ChatRobot {
  constructor(
    private readonly chat: ChatService,
    private readonly lastDrawn: LastDrawn,
  ) {}

  async onEvent(event: DomainEvent): Promise<number> {
    if (event.type === 'redPacketSettled') {
      const content = ChatMessages.redPacketOutcome(
        event.packetId,
        event.count,
        event.grabbed,
        event.mineHit,
        event.reason === 'expired',
      );
      return this.chat.announceIn(event.gameCode, event.roomId, content, `redpacket:${event.packetId}`);
    }
    if (event.type !== 'saleIssueChanged') return 0;
    const drawn = await this.lastDrawn(event.gameCode);
    if (!drawn?.result) return 0;
    return this.chat.announce(
      event.gameCode,
      drawn.issue,
      ChatMessages.drawAnnounce(drawn.issue, resultText(drawn.result)),
    );
  }
}
