import type { DeepStrings } from './deep-strings';
import type { fairnessZh } from './fairness.zh-CN';

export const fairnessEn: DeepStrings<typeof fairnessZh> = {
  title: 'Fairness check',
  lead: 'Anyone can recompute every draw independently. This page describes the algorithm byte by byte — enough to write your own verifier without reading our code; the worked example below is computed on this page by the same draw code the server uses.',
  pickGame: 'Game',
  contents: 'Contents',
  trust: {
    title: 'Trust assumptions',
    cannot: 'The operator cannot',
    cannotItems: [
      'swap the seed of any issue once the chain terminal is published: every revealed seed must hash back to it;',
      'know a v2 result before sales close: the salt is randomness the public drand beacon produces only after the close, which the operator can neither predict nor choose;',
      'alter a published result: anyone can recompute it from the revealed seed and beacon signature.',
    ],
    can: 'The operator can',
    canItems: [
      'know every seed of an epoch from the moment it creates the chain, so the results of v1 issues (no salt) are known to it in advance;',
      'learn a result when the beacon round appears, like everyone else (betting has closed by then). The one lever left is voiding an issue: allowed only for an objective cause (such as a beacon round that cannot be fetched), every bet and chase item refunded, the cause published with the issue.',
    ],
    local:
      "Local beacon — not independent: development and test machines have no outside network and use a local beacon that signs the same way with the operator's own key. It lets you check the computation, but it does not prove the operator could not know the result in advance.",
    rotation:
      "Chain rotation: a new epoch's terminal hash must be announced at least 24 h before it takes over (see the epochs list at the bottom). This device remembers the first terminal hash it saw per game and warns when it changes outside an announced rotation.",
  },
  chain: {
    title: '1. Hash chain',
    body: [
      'Per game and epoch the operator draws a 32-byte secret s_N and hashes it repeatedly: s_{i−1} = SHA256(s_i). The hash input is the 32 raw bytes, not the hex text; every hash on this page is written as 64 lower-case hex digits.',
      'The terminal hash s_0 (terminalHash) is published when the epoch is announced. The issue with chain index i (chainIndex) draws with seed s_i; its commitment is SHA256(s_i), i.e. s_{i−1}.',
      'To verify an issue: SHA256(seed) = commitment, and hashing the seed chainIndex times gives terminalHash.',
    ],
  },
  publication: {
    title: '2. Publication rule',
    body: [
      "Issue i's commitment SHA256(s_i) is exactly issue i−1's seed. So issue i's commitment is shown only after issue i−1 is drawn and its seed revealed (the epoch's first issue has s_0 as its commitment). Until then issue i is PENDING: no commitment, no bets.",
      'Lists of upcoming issues (for chases) carry numbers and times only. No answer, push message, log line, error text or client code carries s_i, or anything s_i follows from, before issue i is drawn.',
      "So when you bet on issue i, its seed is already fixed by the previous issue's revealed seed: the operator cannot change it any more.",
    ],
  },
  index: {
    title: '3. Issue numbers and chain index',
    body: [
      'Issue numbers come from the draw schedule: YYYYMMDD-NNNN (business day in Beijing time, zero-padded sequence), Mark Six HK YYYY-NNN.',
      'Each issue takes the next link when it is created, in draw order: chainIndex = 1, 2, 3 … Windows when no server ran create no issue and use no link, so issue numbers may skip while chain indices within an epoch never do.',
      'Every issue view gives chainEpoch and chainIndex. Of two consecutive issues of one epoch, the later has chainIndex one higher, and its commitment equals the earlier seed.',
    ],
  },
  salt: {
    title: '4. Public salt (v2)',
    body: [
      'Algorithm qilin-chain-hmac-sha256-v2 adds to v1 a salt nobody knows before sales close: the randomness of the first round of the drand "quicknet" public randomness beacon at or after the close.',
      'Rounds: round r is due at genesis + (r − 1) × period seconds; quicknet has genesis = {{genesis}}, period = {{period}} s. For a close at t seconds (fractions allowed), r = ⌈(t − genesis) ÷ period⌉ + 1; a close exactly at a round time takes that round, one before genesis takes round 1. The round follows from the close time alone, so it is fixed before any bet.',
      'The signed message: m = SHA256(the round r as 8 bytes, unsigned big-endian).',
      'The signature is a BLS12-381 short signature (signature on G1, 48 bytes compressed; public key on G2, 96 bytes compressed), hashing to the curve per RFC 9380 with DST = BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_. Check: e(signature, G2 generator) = e(H(m), public key).',
      'randomness = SHA256(the 48 raw signature bytes), written as 64 lower-case hex digits: that is the salt saltHex.',
      'If the round cannot be fetched within a configured time after the draw time, the issue is void and every bet and chase item refunded, the cause published with the issue.',
    ],
    publicKey: 'quicknet public key (G2, 96 bytes)',
    chainHash: 'quicknet chain hash',
  },
  stream: {
    title: '5. Byte stream',
    body: [
      'Block r (r = 0, 1, 2 …) = HMAC-SHA256(key = the 32 raw seed bytes, message = the UTF-8 bytes of the text below).',
      'Parts are separated by ASCII colons, no spaces: gameCode is the game code (case-sensitive, e.g. Tradition28, Ffc), issue the issue number as written, r in decimal without leading zeros, saltHex 64 lower-case hex digits.',
      'Each 32-byte block is cut into 8 words of 4 bytes, each read big-endian as an unsigned integer u (0 … 2³² − 1); after the 8th word the next block is computed.',
    ],
    v2: 'v2 message',
    v1: 'v1 message (older issues)',
  },
  int: {
    title: '6. Uniform integers int(n)',
    body: [
      'For an integer in [0, n): limit = floor(2³² ÷ n) × n; read the next word u; if u ≥ limit, discard it and read the next; otherwise return u mod n. No modulo bias. Every call reads at least one word, int(1) included.',
    ],
    limits: 'Common limits:',
  },
  mapping: {
    title: '7. Mapping per game',
    fisherYates:
      'Fisher–Yates pick: a is a copy of the pool; for i = 0 … k−1: j = i + int(len − i), swap a[i] and a[j]; the result is a[0 … k−1] in draw order. The order of int calls is part of the result.',
    games: 'Games',
    rule: 'Rule',
    rules: {
      ssc: '5 × int(10): balls 1–5 in order.',
      pc28Direct: '3 × int(10): the three digits; the sum is their total.',
      pc28Beijing:
        'Draw 20 Keno numbers first and sort them ascending as a₁ … a₂₀; digit 1 = (a₁+…+a₆) mod 10, digit 2 = (a₇+…+a₁₂) mod 10, digit 3 = (a₁₃+…+a₁₈) mod 10; the sum is their total.',
      pc28Canada: 'As above with positions 2, 5, 8, 11, 14, 17 / 3, 6, 9, 12, 15, 18 / 4, 7, 10, 13, 16, 19.',
      keno: 'Fisher–Yates 20 of 1–80 (int(80) … int(61)), in draw order.',
      k3: '3 × (1 + int(6)): three dice.',
      syxw: 'Fisher–Yates 5 of 1–11 (int(11) … int(7)), in draw order.',
      pk10: 'Full Fisher–Yates of 1–10 (int(10) … int(1), ten calls; the last int(1) reads a word too); the first is the champion.',
      markSix:
        'Fisher–Yates 7 of 1–49 (int(49) … int(43)): the first six are the main numbers (draw order), the seventh the special number. Zodiacs follow the draw date; no randomness.',
      digitBull: '20 × int(10): banker = 1–5, player 1 = 6–10, player 2 = 11–15, player 3 = 16–20.',
      cardBull:
        'One 52-card deck: Fisher–Yates 20 card indices of 0–51 (int(52) … int(33)); hands of five to banker, players 1, 2, 3.',
      baccarat:
        'Unlimited deck: each card is int(52). Dealt player, banker, player, banker; a two-card 8 or 9 on either side ends the coup. Otherwise the player draws on 0–5; if the player stood, the banker draws on 0–5; if the player drew a third card of value x, the banker draws on 0–2, on 3 unless x = 8, on 4 when x is 2–7, on 5 when x is 4–7, on 6 when x is 6 or 7, never on 7. Values: A = 1, 2–9 face, 10/J/Q/K = 0, totals mod 10.',
    },
    cards:
      'Card index k (0–51): suit = floor(k ÷ 13) (0 ♠, 1 ♥, 2 ♣, 3 ♦), rank = k mod 13 + 1 (1 = A, 11 = J, 12 = Q, 13 = K).',
  },
  example: {
    title: '8. Worked example',
    intro:
      'Computed on this page by the draw code: the chain and seed are public example values, the salt comes from the real drand quicknet round {{round}}. Pick another game and the example follows.',
    chain: 'Example chain s_0 … s_3',
    seed: 'Seed s_2 (chainIndex = 2)',
    commitment: 'Commitment SHA256(s_2) = s_1',
    round: 'Beacon round',
    roundAt: 'due {{time}} (UTC); an issue closing at that moment takes round {{round}}',
    signature: 'Signature (48 bytes)',
    verifySignature: 'Verify the signature here with the quicknet key',
    signatureOk: '✓ signature valid',
    signatureBad: '✗ signature invalid',
    verifying: 'Checking…',
    salt: 'Salt = SHA256(signature)',
    message: 'Message of block {{block}}',
    block: 'HMAC block {{block}} (32 bytes)',
    calls: 'int calls',
    call: 'Call',
    word: 'Word',
    value: 'u',
    out: 'Result',
    rejected: '≥ limit, discarded',
    result: 'Result',
    matches: '✓ Same as the draw code drawResultFor',
    mismatch: '✗ Differs from the draw code drawResultFor',
  },
  epochs: {
    title: '9. Epochs',
    intro:
      "Each game's epoch list only grows: epoch, terminal hash, announced at, first issue, chain length. A new epoch's terminal hash is announced at least 24 h before it takes over.",
    epoch: 'Epoch {{epoch}}',
    state: { announced: 'Announced', active: 'Active', retired: 'Retired' },
    terminal: 'Terminal hash',
    length: 'Chain length',
    announcedAt: 'Announced',
    activeFrom: 'Active from',
    firstIssue: 'First issue',
    notice: 'Notice',
    noticeHours: '{{hours}} h',
    noticeOk: '✓ at least 24 h',
    noticeShort: '✗ under 24 h',
    notYet: 'not yet',
    empty: 'No epochs yet',
    loadFailed: 'Failed to load the epochs',
    beacon: 'Beacon',
    beaconKey: 'Beacon public key',
    beaconTiming: 'genesis {{genesis}}, a round every {{period}} s',
  },
};
