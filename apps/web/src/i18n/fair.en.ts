import type { DeepStrings } from './deep-strings';
import type { chainWatchZh, fairZh } from './fair.zh-CN';

export const fairEn: DeepStrings<typeof fairZh> = {
  fair: {
    title: 'Fairness check',
    seed: 'Seed',
    commitment: 'Commitment',
    commitmentLater: 'Published once the previous issue is drawn',
    recomputed: 'Recomputed result',
    pass: 'Verified',
    fail: 'Failed',
    checking: 'Checking on this device…',
    checkFailed: 'The verifier failed to load; open the issue again',
    pending: 'Seed is revealed after the draw',
    terminal: 'Chain terminal hash',
    chainIndex: 'Chain index',
    epochIndex: 'epoch {{epoch}} · link {{index}}',
    algorithm: 'Algorithm',
    v1: 'v1 hash chain',
    v2: 'v2 hash chain + public beacon salt',
    beacon: 'Beacon',
    round: 'round {{round}}',
    roundLabel: 'Round',
    signature: 'Signature',
    randomness: 'Randomness',
    drand: 'drand quicknet',
    local: 'local beacon — not independent',
    localNote:
      "A local beacon is signed with the operator's own key: it does not prove the operator could not know the result before close.",
    steps: 'Checks',
    step: {
      chain: 'Seed hash matches the commitment',
      terminal: 'Seed leads back to the published chain terminal',
      round: 'Beacon round is the first at or after the close',
      key: "Signing key is drand quicknet's",
      signature: 'Beacon BLS signature is valid',
      randomness: 'Randomness = SHA256(signature)',
      result: 'Recomputed result matches',
    },
    void: 'Issue void',
    voidReason: 'Cause: {{reason}}. ',
    voidRefund: 'All bets and chase items of this issue were refunded.',
    guide: 'Algorithm and epochs ›',
  },
};

export const chainWatchEn: DeepStrings<typeof chainWatchZh> = {
  title: 'Chain hash changed without announcement',
  changed:
    "Epoch {{epoch}}'s chain terminal hash differs from the one this device saw before; an epoch's chain never changes.",
  unannounced: "Epoch {{epoch}}'s chain terminal hash was not announced 24 h before it took over.",
  unlisted: "This issue's chain terminal hash is not in the public epochs list.",
  advice: 'The operator may be able to know results in advance. Bet with care.',
  details: 'See the epochs',
};
