/**
 * A FIFO async mutex. PGlite is one connection: every query and every whole transaction must hold
 * it, otherwise statements from concurrent requests would interleave inside someone else's BEGIN.
 */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();
  #waiting = 0;
  #held = false;

  /** Callers queued behind the holder (the pool-use figure of /metrics on PGlite). */
  get waiting(): number {
    return this.#waiting;
  }

  get held(): boolean {
    return this.#held;
  }

  /** Resolves with a release function once every earlier holder has released. */
  async acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => next);
    this.#waiting += 1;
    await previous;
    this.#waiting -= 1;
    this.#held = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#held = false;
      release();
    };
  }
}
