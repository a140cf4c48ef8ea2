/** A clock tests move by hand; the scheduler and services read it through `now()`. */
export class FakeClock {
  #ms: number;

  constructor(start: Date | string) {
    this.#ms = new Date(start).getTime();
  }

  now = (): Date => new Date(this.#ms);

  advance(ms: number): void {
    this.#ms += ms;
  }

  set(at: Date | number): void {
    this.#ms = typeof at === 'number' ? at : at.getTime();
  }

  get ms(): number {
    return this.#ms;
  }
}
