import { ChatMessages } from '@qilin/contract';
import type { GameResult } from '@qilin/domain';
import type { DomainEvent } from '../../events';
import { resultText } from './chat.rules';
import type { ChatService } from './chat.service';

type LastDrawn = (gameCode: string) => Promise<{ issue: string; result: GameResult | null } | null>;

/**
 * The house announcer: when a game's issue on sale changes (the draw of the previous one), every room of
 * the game hears the drawn result, labelled a robot (`ext.isRobot`). It announces only what happened —
 * never a bet, never a win.
 */
export class ChatRobot {
  constructor(
    private readonly chat: ChatService,
    private readonly lastDrawn: LastDrawn,
  ) {}

  async onEvent(event: DomainEvent): Promise<number> {
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
