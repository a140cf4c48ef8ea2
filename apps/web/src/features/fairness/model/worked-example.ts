import {
  beaconRandomness,
  beaconRoundAt,
  beaconRoundTimeMs,
  buildChain,
  bytesToHex,
  DRAND_QUICKNET,
  drawResultFor,
  drawResultFromRng,
  findGameFamily,
  type GameResult,
  hexToBytes,
  hmacSha256,
  type Rng,
  rejectionLimit,
  rngFromWords,
} from '@qilin/domain';

/**
 * The 公平性验证 page's worked example, computed here by the domain code itself, so the page can never
 * drift from what the server draws with: the trace below (blocks, words, rejection sampling) is fed
 * through the domain's own mapping and the result is compared with `drawResultFor`.
 */

/** A real drand quicknet round (drand's public record; packages/domain/test/fixtures). */
export const EXAMPLE_ROUND = {
  round: 1000,
  signature:
    'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
};

/** A 3-link example chain from a published, obviously-not-secret secret: s_0 … s_3. */
export const EXAMPLE_CHAIN = buildChain('5a'.repeat(32), 3);
/** The example issue draws with link 2 of that chain. */
export const EXAMPLE_INDEX = 2;

export type TracedWord = { block: number; offset: number; hex: string; value: number; accepted: boolean };
export type TracedInt = { n: number; limit: number; words: TracedWord[]; value: number };
export type TracedBlock = { index: number; message: string; hex: string };

export type WorkedExample = {
  gameCode: string;
  issue: string;
  chain: string[];
  chainIndex: number;
  seed: string;
  commitment: string;
  round: number;
  /** The close time that takes this round: the round's own time (the first round at or after it). */
  closeAtMs: number;
  roundAtClose: number;
  signature: string;
  salt: string;
  blocks: TracedBlock[];
  ints: TracedInt[];
  result: GameResult;
  /** The same result from `drawResultFor(gameCode, seed, issue, salt)`: the trace is the real draw. */
  matches: boolean;
};

/** An issue number of the family's own format (Mark Six HK numbers its draws of the year). */
export function exampleIssue(gameCode: string): string {
  return gameCode === 'Marksixhk' ? '2025-001' : '20250101-0001';
}

/** The v2 block message, exactly as the page documents it. */
export const v2Message = (gameCode: string, issue: string, block: number, saltHex: string) =>
  `${gameCode}:${issue}:${block}:${saltHex}`;

const wordHex = (block: Uint8Array, offset: number) => bytesToHex(block.subarray(offset, offset + 4));

/** Computes the example for one game (any family but red packets). */
export function workedExample(gameCode: string): WorkedExample {
  const family = findGameFamily(gameCode);
  if (!family || family.gameType === 'red-packet') throw new RangeError(`no issue draw: ${gameCode}`);
  const code = family.code;
  const issue = exampleIssue(code);
  const seed = EXAMPLE_CHAIN[EXAMPLE_INDEX]!;
  const salt = beaconRandomness(EXAMPLE_ROUND.signature);
  const key = hexToBytes(seed);
  const blocks: TracedBlock[] = [];
  const words: TracedWord[] = [];
  const nextWord = (): number => {
    const index = words.length;
    const blockIndex = Math.floor(index / 8);
    if (blockIndex === blocks.length) {
      const message = v2Message(code, issue, blockIndex, salt);
      blocks.push({ index: blockIndex, message, hex: bytesToHex(hmacSha256(key, message)) });
    }
    const block = hexToBytes(blocks[blockIndex]!.hex);
    const offset = (index % 8) * 4;
    const b = block.subarray(offset, offset + 4);
    const value = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
    words.push({ block: blockIndex, offset, hex: wordHex(block, offset), value, accepted: false });
    return value;
  };
  const inner = rngFromWords(nextWord);
  const ints: TracedInt[] = [];
  const traced: Rng = {
    int(n) {
      const from = words.length;
      const value = inner.int(n);
      const used = words.slice(from);
      const last = used[used.length - 1];
      if (last) last.accepted = true;
      ints.push({ n, limit: rejectionLimit(n), words: used, value });
      return value;
    },
  };
  const result = drawResultFromRng(code, issue, traced);
  const official = drawResultFor(code, seed, issue, salt);
  const roundTime = beaconRoundTimeMs(DRAND_QUICKNET, EXAMPLE_ROUND.round);
  return {
    gameCode: code,
    issue,
    chain: EXAMPLE_CHAIN,
    chainIndex: EXAMPLE_INDEX,
    seed,
    commitment: EXAMPLE_CHAIN[EXAMPLE_INDEX - 1]!,
    round: EXAMPLE_ROUND.round,
    closeAtMs: roundTime,
    roundAtClose: beaconRoundAt(DRAND_QUICKNET, roundTime),
    signature: EXAMPLE_ROUND.signature,
    salt,
    blocks,
    ints,
    result,
    matches: JSON.stringify(result) === JSON.stringify(official),
  };
}
