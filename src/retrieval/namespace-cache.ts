/**
 * Namespaces of the local index held in this isolate's memory, each under the version token it was read at (see
 * `local_vector_namespaces`): a reader that finds the same token in D1 uses the rows here, any other token reads
 * afresh. Bounded by rows and estimated bytes (a Worker isolate has 128 MB), least recently used first out; a
 * namespace bigger than the bound is never held and is scanned from D1 with its filter pushed down instead.
 *
 * Module-level on purpose: Workers keep an isolate's globals between requests, which is what makes this a cache; a
 * new isolate simply starts empty. Concurrent readers of a namespace not yet loaded share one load.
 */
export interface CacheLimits {
  /** Rows one namespace may have to be held (checked before loading it). */
  maxRows: number;
  /** Estimated bytes all held namespaces may take together. */
  maxBytes: number;
}

interface Entry<R> {
  version: string;
  rows: Promise<R[]>;
  bytes: number;
}

export class NamespaceCache<R> {
  private readonly entries = new Map<string, Entry<R>>();
  private bytes = 0;

  constructor(
    private readonly limits: CacheLimits,
    /** Estimated bytes a row takes in memory. */
    private readonly sizeOf: (row: R) => number,
  ) {}

  /** Namespaces found too big in bytes at a version: not loaded whole again until they change. */
  private readonly tooBig = new Map<string, string>();

  /** Whether `namespace` at `version`, of `rows` rows, may be held at all. */
  fits(namespace: string, version: string, rows: number): boolean {
    return rows <= this.limits.maxRows && this.tooBig.get(namespace) !== version;
  }

  /** The rows held for `namespace` at exactly `version`, or undefined. */
  peek(namespace: string, version: string): Promise<R[]> | undefined {
    const entry = this.entries.get(namespace);
    if (!entry || entry.version !== version) return undefined;
    // Most recently used last, so eviction takes from the front.
    this.entries.delete(namespace);
    this.entries.set(namespace, entry);
    return entry.rows;
  }

  /** The rows of `namespace` at `version`: held ones, or `load()`ed, held (within the bounds) and returned. */
  get(namespace: string, version: string, load: () => Promise<R[]>): Promise<R[]> {
    const held = this.peek(namespace, version);
    if (held) return held;
    this.drop(namespace);
    const entry: Entry<R> = { version, rows: load(), bytes: 0 };
    this.entries.set(namespace, entry);
    entry.rows.then(
      (rows) => {
        if (this.entries.get(namespace) !== entry) return;
        entry.bytes = rows.reduce((n, r) => n + this.sizeOf(r), 0);
        this.bytes += entry.bytes;
        if (entry.bytes > this.limits.maxBytes) {
          this.drop(namespace);
          // Bounded: one marker per namespace, replaced when it changes.
          this.tooBig.set(namespace, version);
        }
        for (const key of this.entries.keys()) {
          if (this.bytes <= this.limits.maxBytes) break;
          if (key !== namespace) this.drop(key);
        }
      },
      // A failed load is not held: the next reader tries again (the caller sees the error through its own promise).
      () => this.entries.get(namespace) === entry && this.drop(namespace),
    );
    return entry.rows;
  }

  /** How much is held (for tests and the profile). */
  stats(): { namespaces: number; bytes: number } {
    return { namespaces: this.entries.size, bytes: this.bytes };
  }

  private drop(namespace: string): void {
    const entry = this.entries.get(namespace);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(namespace);
  }
}
