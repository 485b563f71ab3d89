import {
  assertFilter,
  assertTopK,
  type FilterOps,
  isFilterOps,
  matchesFilter,
  type VectorFilter,
  type VectorMatch,
  type VectorMetadata,
  type VectorStore,
} from "./vector-store";

/** D1 runs at most this many statements per batch here, and binds at most 100 parameters per statement. */
const STATEMENTS_PER_BATCH = 100;
const MAX_PARAMS = 100;
const SAFE_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

function toFloat32(values: Float32Array | number[]): Float32Array {
  return values instanceof Float32Array ? values : Float32Array.from(values);
}

/** A private copy of exactly the vector's bytes (a Float32Array may view a larger buffer). */
function toBlob(values: Float32Array): ArrayBuffer {
  return values.buffer.slice(values.byteOffset, values.byteOffset + values.byteLength) as ArrayBuffer;
}

/** D1 hands blobs back as ArrayBuffer or as a plain array of bytes depending on the runtime version. */
function fromBlob(blob: unknown): Float32Array {
  if (blob instanceof ArrayBuffer) return new Float32Array(blob.slice(0));
  if (ArrayBuffer.isView(blob)) return new Float32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));
  if (Array.isArray(blob)) return new Float32Array(Uint8Array.from(blob as number[]).buffer);
  throw new TypeError("local_vectors.values is not a blob");
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

/**
 * VECTOR_STORE=local: vectors in the D1 `local_vectors` table, exact cosine search in the Worker. A ticker's
 * namespace holds a few hundred chunks, so a full scan is cheaper than any approximate index would be to maintain.
 */
export function createLocalVectorIndex(db: D1Database): VectorStore {
  return {
    async upsert(vectors) {
      const statements = vectors.map((v) => {
        if (!v.id || !v.namespace) throw new TypeError("every vector needs an id and a namespace");
        return db
          .prepare(
            `INSERT INTO local_vectors (id, namespace, "values", metadata) VALUES (?, ?, ?, ?)
             ON CONFLICT (namespace, id) DO UPDATE SET "values" = excluded."values", metadata = excluded.metadata`,
          )
          .bind(v.id, v.namespace, toBlob(toFloat32(v.values)), JSON.stringify(v.metadata));
      });
      for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
        await db.batch(statements.slice(i, i + STATEMENTS_PER_BATCH));
      }
    },

    async query(values, opts) {
      assertTopK(opts.topK);
      if (opts.filter) assertFilter(opts.filter);
      const query = toFloat32(values);
      const queryNorm = norm(query);
      const where = filterSql(opts.filter, MAX_PARAMS - 1);
      const { results } = await db
        .prepare(`SELECT id, "values" AS vec, metadata FROM local_vectors WHERE namespace = ?${where.sql}`)
        .bind(opts.namespace, ...where.params)
        .all<{ id: string; vec: unknown; metadata: string }>();
      const matches: VectorMatch[] = [];
      for (const row of results) {
        const metadata = JSON.parse(row.metadata) as VectorMetadata;
        if (!matchesFilter(metadata, opts.filter)) continue;
        const v = fromBlob(row.vec);
        if (v.length !== query.length) {
          throw new Error(
            `vector ${row.id} in namespace ${opts.namespace} has ${v.length} dimensions, the query ${query.length}: re-index after changing the embedder`,
          );
        }
        let dot = 0;
        for (let i = 0; i < v.length; i++) dot += v[i]! * query[i]!;
        const denominator = norm(v) * queryNorm;
        matches.push({ id: row.id, score: denominator === 0 ? 0 : dot / denominator, metadata });
      }
      matches.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return matches.slice(0, opts.topK);
    },

    async deleteByIds(namespace, ids) {
      const perStatement = MAX_PARAMS - 1;
      const statements: D1PreparedStatement[] = [];
      for (let i = 0; i < ids.length; i += perStatement) {
        const part = ids.slice(i, i + perStatement);
        statements.push(
          db.prepare(`DELETE FROM local_vectors WHERE namespace = ? AND id IN (${part.map(() => "?").join(", ")})`).bind(namespace, ...part),
        );
      }
      for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
        await db.batch(statements.slice(i, i + STATEMENTS_PER_BATCH));
      }
    },
  };
}
