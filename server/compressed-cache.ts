/** Compressed copies of files in memory, up to `maxBytes` in all; the least recently used go first. */
export class CompressedCache {
  // Promises, so that many requests for the same file while it compresses share one compression.
  readonly #entries = new Map<string, Promise<Buffer>>();
  readonly #sizes = new Map<string, number>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** The copy stored under `key`, made by `make` if there is none; a failed `make` is not kept. */
  get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const stored = this.#entries.get(key);
    if (stored) {
      this.#entries.delete(key);
      this.#entries.set(key, stored);
      return stored;
    }
    const made = make();
    this.#entries.set(key, made);
    made.then(
      (bytes) => {
        if (this.#entries.get(key) !== made) return;
        this.#sizes.set(key, bytes.length);
        this.#bytes += bytes.length;
        this.#evict();
      },
      () => this.#entries.delete(key),
    );
    return made;
  }

  #evict(): void {
    // Map keys iterate oldest use first; copies still being made have no size yet and stay.
    for (const [key] of this.#entries) {
      if (this.#bytes <= this.maxBytes) return;
      const size = this.#sizes.get(key);
      if (size === undefined) continue;
      this.#entries.delete(key);
      this.#sizes.delete(key);
      this.#bytes -= size;
    }
  }
}
