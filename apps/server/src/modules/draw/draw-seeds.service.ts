import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import { commitmentOf } from './chain-links.rules';
import { ChainVault, terminalHashOf } from './chain-vault.service';
import { drawRepository as repo } from './draw.repository';
import type { DrawChainRow, DrawIssueRow } from './draw.tables';

/**
 * The scheduler's access to chain secrets: new sealed chains, an issue's seed derived at its draw (and
 * why it cannot be used), and the sealing of plain secrets left by databases from before migration 0091.
 */
export class DrawSeeds {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly vault: ChainVault,
  ) {}

  /** A new chain's sealed secret and its public terminal hash s_0. */
  newChain(gameCode: string, epoch: number, length: number): { secretEnc: string; terminalHash: string } {
    const secret = ChainVault.newSecret();
    return {
      secretEnc: this.vault.seal(secret, { gameCode, epoch }),
      terminalHash: terminalHashOf(secret, length),
    };
  }

  /**
   * The issue's seed s_i from its chain's sealed secret, or why it cannot be used: the chain row is gone,
   * the secret does not open, no commitment was ever published, or the seed does not hash to it.
   */
  async seedOf(
    trx: Transaction<Database>,
    row: DrawIssueRow,
  ): Promise<{ seed: string | null; cause: string | null }> {
    const chain = await repo.chainById(trx, row.chain_id);
    if (!chain) return { seed: null, cause: 'chain missing' };
    let seed: string;
    try {
      seed = this.vault.seedAt(chain.id, () => this.#secretOf(chain), chain.length, row.chain_index);
    } catch (err) {
      return { seed: null, cause: `chain secret unusable: ${err instanceof Error ? err.message : err}` };
    }
    if (row.commitment === null) return { seed, cause: 'not committed: the issue never went on sale' };
    if (commitmentOf(seed) !== row.commitment) return { seed, cause: 'seed does not match its commitment' };
    return { seed, cause: null };
  }

  /** Seals plain chain secrets left by databases from before migration 0091; returns how many. */
  async sealPlainSecrets(): Promise<number> {
    const rows = await repo.plainSecretChains(this.db);
    for (const r of rows) {
      const label = { gameCode: r.game_code, epoch: r.epoch };
      await repo.sealSecret(this.db, r.id, this.vault.seal(Buffer.from(r.secret_hex ?? '', 'hex'), label));
    }
    return rows.length;
  }

  #secretOf(chain: DrawChainRow): Buffer {
    if (chain.secret_enc)
      return this.vault.open(chain.secret_enc, { gameCode: chain.game_code, epoch: chain.epoch });
    if (chain.secret_hex) return Buffer.from(chain.secret_hex, 'hex');
    throw new Error('no secret stored');
  }
}
