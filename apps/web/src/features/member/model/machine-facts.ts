/** A line's round trip and the device clock's offset from the server's, from one /api/health call. */
export type LineProbe = { latencyMs: number; offsetMs: number };

type Fetch = (url: string) => Promise<{ ok: boolean; json: () => Promise<unknown> }>;

/**
 * Times GET {line}/api/health (unencrypted; answers `result.time`, the server's ms clock). The offset
 * compares the server time with the midpoint of the round trip: positive = the device is behind.
 * Null when the line does not answer.
 */
export async function probeLine(line: string, fetchFn: Fetch, now: () => number): Promise<LineProbe | null> {
  const sentAt = now();
  try {
    const res = await fetchFn(`${line}/api/health`);
    const receivedAt = now();
    if (!res.ok) return null;
    const body = (await res.json()) as { result?: { time?: unknown } };
    const serverTime = body.result?.time;
    if (typeof serverTime !== 'number') return null;
    return {
      latencyMs: Math.max(0, Math.round(receivedAt - sentAt)),
      offsetMs: Math.round(serverTime - (sentAt + receivedAt) / 2),
    };
  } catch {
    return null;
  }
}

/** The facts as plain `label: value` lines, the form a support agent gets pasted. */
export function factsText(facts: readonly { label: string; value: string }[]): string {
  return facts.map((f) => `${f.label}: ${f.value}`).join('\n');
}

/** Screen facts: CSS pixels of the screen and of the viewport, and the device pixel ratio. */
export function screenText(
  win: Pick<Window, 'screen' | 'innerWidth' | 'innerHeight' | 'devicePixelRatio'>,
): string {
  return `${win.screen.width}×${win.screen.height} @${win.devicePixelRatio}x, viewport ${win.innerWidth}×${win.innerHeight}`;
}
