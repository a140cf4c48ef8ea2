import { StorageKey } from '@qilin/contract/storage-keys';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { readJson, writeJson } from '../../../lib/storage';
import { fairnessKeys, getEpochs } from '../api/fairness-api';
import {
  parseTerminalMemory,
  type TerminalMemory,
  type TerminalSighting,
  type WatchOutcome,
  watchTerminals,
} from '../model/terminal-memory';

function readMemory(): TerminalMemory {
  return parseTerminalMemory(readJson<unknown>(StorageKey.terminalHashes, null));
}

/** Another screen (or tab) may have remembered more since: writes merge into what is stored now. */
function store(next: TerminalMemory): TerminalMemory {
  const merged = { ...readMemory() };
  for (const [game, epochs] of Object.entries(next)) merged[game] = { ...epochs, ...merged[game] };
  writeJson(StorageKey.terminalHashes, merged);
  return merged;
}

/**
 * Watches the chain terminal hashes a game's answers show against the ones this device saw first
 * (game-rules A1 "Epochs"): an unseen one asks for the game's epochs list, an accepted one is
 * remembered, and the warnings say which is neither.
 */
export function useChainWatch(
  gameCode: string,
  sightings: readonly TerminalSighting[],
): WatchOutcome['warnings'] {
  const [memory, setMemory] = useState(readMemory);
  // A list renders a new array every time; what matters is its content.
  const key = JSON.stringify(sightings);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content, not identity
  const stable = useMemo(() => sightings, [key]);
  const first = watchTerminals(memory, stable, undefined, 0);
  const epochs = useQuery({
    queryKey: fairnessKeys.epochs(gameCode),
    queryFn: () => getEpochs(gameCode),
    enabled: gameCode !== '' && first.needsEpochs,
    staleTime: 60_000,
  });
  const list = epochs.data?.list;
  const outcome = useMemo(() => watchTerminals(memory, stable, list, Date.now()), [memory, stable, list]);
  useEffect(() => {
    if (outcome.memory !== memory) setMemory(store(outcome.memory));
  }, [outcome.memory, memory]);
  return outcome.warnings;
}
