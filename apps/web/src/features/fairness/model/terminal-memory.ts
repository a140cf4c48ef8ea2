import type { Epoch } from '@qilin/contract';

/**
 * The device's memory of chain terminal hashes (game-rules A1 "Epochs"): the first terminal hash seen
 * per game and epoch. The operator could otherwise swap a game's chain (and so know every result of the
 * new one) and nobody would notice; a rotation is honest only if its terminal hash was announced at least
 * 24 h before it took over, in the public epochs list.
 */
export type SeenTerminal = { hash: string; firstSeenAt: number };
/** game code → epoch (as text) → what was seen first. */
export type TerminalMemory = Record<string, Record<string, SeenTerminal>>;

/** A terminal hash an answer showed: issue views name the epoch, the sale view does not. */
export type TerminalSighting = { gameCode: string; terminalHash: string; epoch?: number };

export const ROTATION_NOTICE_MS = 24 * 60 * 60 * 1000;

export type WarnReason =
  /** A remembered epoch now shows another terminal hash: an epoch's chain never changes. */
  | 'changed'
  /** A newer epoch than any seen took over without the 24 h announcement. */
  | 'unannounced'
  /** The public epochs list does not hold this terminal hash (for this epoch). */
  | 'unlisted';

export type TerminalVerdict =
  | { kind: 'known' }
  /** Not seen before: the epochs list decides (ask for it). */
  | { kind: 'needs-epochs' }
  /**
   * Accepted: `first` on the first sighting of a game (trust on first use), `announced` for a rotation
   * announced ≥ 24 h ahead, `earlier` for an epoch before the newest seen (an old issue in a history).
   */
  | { kind: 'remember'; epoch: number; reason: 'first' | 'announced' | 'earlier' }
  | { kind: 'warn'; reason: WarnReason; epoch?: number };

const lower = (hex: string) => hex.toLowerCase();

/** True when the epoch's terminal hash was public at least 24 h before the epoch took over. */
export function announcedInTime(epoch: Pick<Epoch, 'announcedAt' | 'activeFrom'>): boolean {
  return epoch.activeFrom !== null && epoch.activeFrom - epoch.announcedAt >= ROTATION_NOTICE_MS;
}

/**
 * Judges one sighting against what the device remembers and, when it must, the game's epochs list
 * (`undefined` while it is not loaded). Pure: the caller reads and writes the memory.
 */
export function judgeTerminal(
  memory: TerminalMemory,
  sighting: TerminalSighting,
  epochs: readonly Epoch[] | undefined,
): TerminalVerdict {
  const hash = lower(sighting.terminalHash);
  const seen = memory[sighting.gameCode] ?? {};
  const seenEpochs = Object.entries(seen);
  if (sighting.epoch !== undefined) {
    const before = seen[String(sighting.epoch)];
    if (before) {
      return lower(before.hash) === hash
        ? { kind: 'known' }
        : { kind: 'warn', reason: 'changed', epoch: sighting.epoch };
    }
  }
  if (seenEpochs.some(([, s]) => lower(s.hash) === hash)) return { kind: 'known' };
  if (epochs === undefined) return { kind: 'needs-epochs' };
  const listed = epochs.find(
    (e) => lower(e.terminalHash) === hash && (sighting.epoch === undefined || e.epoch === sighting.epoch),
  );
  if (!listed) return { kind: 'warn', reason: 'unlisted', epoch: sighting.epoch };
  // A bare hash (sale view) takes its epoch from the list: that epoch may be remembered with another.
  if (seen[String(listed.epoch)]) return { kind: 'warn', reason: 'changed', epoch: listed.epoch };
  if (seenEpochs.length === 0) return { kind: 'remember', epoch: listed.epoch, reason: 'first' };
  const newest = Math.max(...seenEpochs.map(([epoch]) => Number(epoch)));
  if (listed.epoch < newest) return { kind: 'remember', epoch: listed.epoch, reason: 'earlier' };
  if (announcedInTime(listed)) return { kind: 'remember', epoch: listed.epoch, reason: 'announced' };
  return { kind: 'warn', reason: 'unannounced', epoch: listed.epoch };
}

/** The memory with an accepted sighting added (the first one per game and epoch stays). */
export function rememberTerminal(
  memory: TerminalMemory,
  gameCode: string,
  epoch: number,
  terminalHash: string,
  now: number,
): TerminalMemory {
  const game = memory[gameCode] ?? {};
  if (game[String(epoch)]) return memory;
  return {
    ...memory,
    [gameCode]: { ...game, [String(epoch)]: { hash: lower(terminalHash), firstSeenAt: now } },
  };
}

/** Reads a stored memory defensively: anything malformed is dropped, never trusted or thrown on. */
export function parseTerminalMemory(raw: unknown): TerminalMemory {
  const out: TerminalMemory = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [game, epochs] of Object.entries(raw as Record<string, unknown>)) {
    if (!epochs || typeof epochs !== 'object') continue;
    for (const [epoch, seen] of Object.entries(epochs as Record<string, unknown>)) {
      const s = seen as Partial<SeenTerminal> | null;
      if (!/^\d+$/.test(epoch) || typeof s?.hash !== 'string' || !/^[0-9a-f]{64}$/i.test(s.hash)) continue;
      out[game] = { ...out[game], [epoch]: { hash: s.hash, firstSeenAt: Number(s.firstSeenAt) || 0 } };
    }
  }
  return out;
}

/**
 * Distinct sightings (a history repeats the same terminal hash on every row), in the order they are
 * judged: those naming their epoch first, oldest epoch first — so on a first visit the oldest epoch in
 * view is the one trusted and any newer one must have been announced — then bare hashes (sale views).
 */
export function distinctSightings(sightings: readonly TerminalSighting[]): TerminalSighting[] {
  const byKey = new Map<string, TerminalSighting>();
  for (const s of sightings) {
    if (!/^[0-9a-f]{64}$/i.test(s.terminalHash)) continue;
    const key = `${s.gameCode}:${s.epoch ?? ''}:${lower(s.terminalHash)}`;
    if (!byKey.has(key)) byKey.set(key, s);
  }
  const rank = (s: TerminalSighting) => s.epoch ?? Number.POSITIVE_INFINITY;
  return [...byKey.values()].sort((a, b) => rank(a) - rank(b));
}

export type WatchOutcome = {
  /** The memory with every accepted sighting added (the same object when nothing was added). */
  memory: TerminalMemory;
  warnings: Extract<TerminalVerdict, { kind: 'warn' }>[];
  /** Some sighting waits for the epochs list. */
  needsEpochs: boolean;
};

/** Judges the sightings one after another, each against the memory as the ones before left it. */
export function watchTerminals(
  memory: TerminalMemory,
  sightings: readonly TerminalSighting[],
  epochs: readonly Epoch[] | undefined,
  now: number,
): WatchOutcome {
  let next = memory;
  const warnings: WatchOutcome['warnings'] = [];
  let needsEpochs = false;
  for (const s of distinctSightings(sightings)) {
    const verdict = judgeTerminal(next, s, epochs);
    if (verdict.kind === 'needs-epochs') needsEpochs = true;
    else if (verdict.kind === 'warn') {
      if (!warnings.some((w) => w.reason === verdict.reason && w.epoch === verdict.epoch))
        warnings.push(verdict);
    } else if (verdict.kind === 'remember')
      next = rememberTerminal(next, s.gameCode, verdict.epoch, s.terminalHash, now);
  }
  return { memory: next, warnings, needsEpochs };
}
