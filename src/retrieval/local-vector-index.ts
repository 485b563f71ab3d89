import {
  assertFilter,
  assertTopK,
  type FilterOps,
  isFilterOps,
  matchesFilter,
  type VectorFilter,
  type VectorMatch,
  type VectorMetadata,
  type VectorQuery,
  type VectorStore,
} from "./vector-store";
import { NamespaceCache } from "./namespace-cache";
import { cosine, type PackedVector, packVector, unpackVector } from "./packed-vector";

/** D1 runs at most this many statements per batch here, and binds at most 100 parameters per statement. */
const STATEMENTS_PER_BATCH = 100;
const MAX_PARAMS = 100;
const SAFE_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

function toFloat32(values: Float32Array | number[]): Float32Array {
  return values instanceof Float32Array ? values : Float32Array.from(values);
}

function norm(v: Float32Array): number {
  let s = 0;
  for (const x of v) s += x * x;
  return Math.sqrt(s);
}

type Pushable = string | number;
const pushable = (v: unknown): v is Pushable => typeof v === "string" || (typeof v === "number" && Number.isFinite(v));

/**
 * The SQL prefilter: only conditions whose SQL result is a superset of the exact semantics are pushed down ($eq,
 * $in and ranges on strings or numbers), since SQLite would otherwise compare across types or treat a missing key
 * as NULL. $ne, $nin, nulls and booleans are left to `matchesFilter`, which runs on every row anyway.
 */
function filterSql(filter: VectorFilter | undefined, budget: number): { sql: string; params: Pushable[] } {
  const clauses: string[] = [];
  const params: Pushable[] = [];
  const RANGE: Record<string, string> = { $lt: "<", $lte: "<=", $gt: ">", $gte: ">=" };
  for (const [key, cond] of Object.entries(filter ?? {})) {
    if (!SAFE_KEY.test(key)) continue;
    const ops: FilterOps = isFilterOps(cond) ? cond : { $eq: cond };
    for (const [op, arg] of Object.entries(ops)) {
      const column = "json_extract(metadata, ?)";
      let clause: string | null = null;
      let values: Pushable[] = [];
      if (op === "$eq" && pushable(arg)) [clause, values] = [`${column} = ?`, [arg]];
      else if (op in RANGE && pushable(arg)) [clause, values] = [`${column} ${RANGE[op]} ?`, [arg]];
      else if (op === "$in" && Array.isArray(arg) && arg.length > 0 && arg.every(pushable)) {
        [clause, values] = [`${column} IN (${arg.map(() => "?").join(", ")})`, arg];
      }
      if (clause === null || params.length + 1 + values.length > budget) continue;
      clauses.push(clause);
      params.push(`$.${key}`, ...values);
    }
  }
  return { sql: clauses.map((c) => ` AND ${c}`).join(""), params };
}

/** One namespace's vectors as the index scores them: metadata parsed once, vectors unpacked once. */
export interface LocalRow {
  id: string;
  metadata: VectorMetadata;
  vector: PackedVector;
}

/**
 * What this isolate holds: 20,000 rows per namespace (a company has a few hundred to a few thousand chunks) and 48 MB
 * in all, counting a sparse local vector at its few hundred bytes and a dense 1,024-d one at 4 KB.
 */
const sharedCache = new NamespaceCache<LocalRow>(
  { maxRows: 20_000, maxBytes: 48 * 2 ** 20 },
  (r) => r.vector.values.byteLength + (r.vector.positions?.byteLength ?? 0) + 2 * r.id.length + 160,
);

/** Version reads in flight, per database and namespace. */
const versionReads = new WeakMap<D1Database, Map<string, Promise<string | null>>>();

/**
 * The namespace's version token. Searches started together (a debate gathers its packs with about ten at once) share
 * one read: each of them runs concurrently with that read, so its answer is as current as its own read would be.
 */
function versionOf(db: D1Database, namespace: string): Promise<string | null> {
  let reads = versionReads.get(db);
  if (!reads) versionReads.set(db, (reads = new Map()));
  const pending = reads.get(namespace);
  if (pending) return pending;
  const read: Promise<string | null> = db
    .prepare("SELECT version FROM local_vector_namespaces WHERE namespace = ?")
    .bind(namespace)
    .first<string>("version")
    .finally(() => reads.get(namespace) === read && reads.delete(namespace));
  reads.set(namespace, read);
  return read;
}

/** Every vector a write touches gets its namespace's token replaced in the same batch (see the table's comment). */
const bumpVersion = (db: D1Database, namespace: string, token: string) =>
  db
    .prepare(
      "INSERT INTO local_vector_namespaces (namespace, version) VALUES (?, ?) ON CONFLICT (namespace) DO UPDATE SET " +
        "version = excluded.version",
    )
    .bind(namespace, token);

/**
 * Runs `statements` (each writing to the namespace at the same index of `namespaces`) in batches, each with the
 * version bumps of the namespaces it wrote to, so no reader can see new rows under an old token after a batch commits.
 * A token per batch: a reader between two batches sees a version that the next batch replaces again.
 */
async function writeInBatches(db: D1Database, statements: D1PreparedStatement[], namespaces: string[]): Promise<void> {
  const perBatch = STATEMENTS_PER_BATCH / 2;
  for (let i = 0; i < statements.length; i += perBatch) {
    const token = crypto.randomUUID();
    const touched = [...new Set(namespaces.slice(i, i + perBatch))];
    await db.batch([...statements.slice(i, i + perBatch), ...touched.map((ns) => bumpVersion(db, ns, token))]);
    // A search that starts after this write must not join a version read that started before it.
    for (const ns of touched) versionReads.get(db)?.delete(ns);
  }
}

function scoreRows(rows: Iterable<LocalRow>, query: Float32Array, opts: VectorQuery): VectorMatch[] {
  const queryNorm = norm(query);
  const matches: VectorMatch[] = [];
  for (const row of rows) {
    if (!matchesFilter(row.metadata, opts.filter)) continue;
    if (row.vector.dims !== query.length) {
      throw new Error(
        `vector ${row.id} in namespace ${opts.namespace} has ${row.vector.dims} dimensions, the ` +
          `query ${query.length}: re-index after changing the embedder`,
      );
    }
    matches.push({ id: row.id, score: cosine(row.vector, query, queryNorm), metadata: row.metadata });
  }
  matches.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return matches.slice(0, opts.topK);
}

/** Size checks in flight, per cache, namespace and version: the dozen searches a debate starts at once share one. */
const sizing = new WeakMap<NamespaceCache<LocalRow>, Map<string, Promise<LocalRow[] | null>>>();

/**
 * The namespace's rows at `token` from the cache, loaded into it when it fits; null when it does not (the caller then
 * scans D1 with its filter). Concurrent callers share one size check and one load.
 */
function held(
  db: D1Database,
  cache: NamespaceCache<LocalRow>,
  namespace: string,
  token: string,
): Promise<LocalRow[] | null> {
  let checks = sizing.get(cache);
  if (!checks) sizing.set(cache, (checks = new Map()));
  const key = `${namespace}\u0000${token}`;
  const pending = checks.get(key);
  if (pending) return pending;
  const check = (async () => {
    const n = await db
      .prepare("SELECT COUNT(*) AS n FROM local_vectors WHERE namespace = ?")
      .bind(namespace)
      .first<number>("n");
    if (!cache.fits(namespace, token, n ?? 0)) return null;
    return cache.get(namespace, token, async () => {
      const { results } = await db
        .prepare(`SELECT id, "values" AS vec, metadata FROM local_vectors WHERE namespace = ?`)
        .bind(namespace)
        .all<{ id: string; vec: unknown; metadata: string }>();
      return results.map(toRow);
    });
  })().finally(() => checks.get(key) === check && checks.delete(key));
  checks.set(key, check);
  return check;
}

const toRow = (r: { id: string; vec: unknown; metadata: string }): LocalRow => ({
  id: r.id,
  metadata: JSON.parse(r.metadata) as VectorMetadata,
  vector: unpackVector(r.vec),
});

/**
 * VECTOR_STORE=local: vectors in the D1 `local_vectors` table (packed exactly: src/retrieval/packed-vector.ts), exact
 * cosine search in the Worker. A namespace (one company) is read from D1 once per version and then scored from this
 * isolate's memory (`cache`), so a debate's dozen searches cost one small version read each; a namespace too large to
 * hold is scanned from D1 with the filter pushed down to SQL instead. Results are the same either way.
 */
export function createLocalVectorIndex(db: D1Database, cache: NamespaceCache<LocalRow> = sharedCache): VectorStore {
  return {
    async upsert(vectors) {
      const statements = vectors.map((v) => {
        if (!v.id || !v.namespace) throw new TypeError("every vector needs an id and a namespace");
        return db
          .prepare(
            `INSERT INTO local_vectors (id, namespace, "values", metadata) VALUES (?, ?, ?, ?)
             ON CONFLICT (namespace, id) DO UPDATE SET "values" = excluded."values", metadata = excluded.metadata`,
          )
          .bind(v.id, v.namespace, packVector(toFloat32(v.values)), JSON.stringify(v.metadata));
      });
      await writeInBatches(
        db,
        statements,
        vectors.map((v) => v.namespace),
      );
    },

    async query(values, opts) {
      assertTopK(opts.topK);
      if (opts.filter) assertFilter(opts.filter);
      const query = toFloat32(values);
      const token = await versionOf(db, opts.namespace);
      // No token: nothing was written to this namespace through this index, so there is nothing to hold.
      if (token !== null) {
        const rows = await (cache.peek(opts.namespace, token) ?? held(db, cache, opts.namespace, token));
        if (rows) return scoreRows(rows, query, opts);
      }
      const where = filterSql(opts.filter, MAX_PARAMS - 1);
      const { results } = await db
        .prepare(`SELECT id, "values" AS vec, metadata FROM local_vectors WHERE namespace = ?${where.sql}`)
        .bind(opts.namespace, ...where.params)
        .all<{ id: string; vec: unknown; metadata: string }>();
      return scoreRows(results.map(toRow), query, opts);
    },

    async deleteByIds(namespace, ids) {
      const perStatement = MAX_PARAMS - 1;
      const statements: D1PreparedStatement[] = [];
      for (let i = 0; i < ids.length; i += perStatement) {
        const part = ids.slice(i, i + perStatement);
        statements.push(
          db
            .prepare(`DELETE FROM local_vectors WHERE namespace = ? AND id IN (${part.map(() => "?").join(", ")})`)
            .bind(namespace, ...part),
        );
      }
      await writeInBatches(
        db,
        statements,
        statements.map(() => namespace),
      );
    },
  };
}
