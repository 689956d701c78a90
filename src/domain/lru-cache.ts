// A bounded map that drops its oldest entry when full (spec §9: the search cache holds 10 entries).
//
// "Oldest" is least recently *used*: a hit moves the entry to the young end. A shopper flipping
// between two filter sets keeps both warm, while a strict first-in-first-out cache would evict the
// page they keep coming back to. Writing an existing key also counts as a use.

export class LruCache<K, V> {
  // A Map iterates in insertion order, so re-inserting on use keeps the oldest entry first.
  readonly #entries = new Map<K, V>();
  readonly capacity: number;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`LruCache capacity must be a positive integer, got ${capacity}`);
    this.capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);
    return this;
  }

  /** Oldest first. */
  keys(): K[] {
    return [...this.#entries.keys()];
  }
}
