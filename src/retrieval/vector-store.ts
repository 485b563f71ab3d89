export type MetadataValue = string | number | boolean;
export type VectorMetadata = Record<string, MetadataValue>;

type FilterScalar = MetadataValue | null;
export interface FilterOps {
  $eq?: FilterScalar;
  $ne?: FilterScalar;
  $lt?: FilterScalar;
  $lte?: FilterScalar;
  $gt?: FilterScalar;
  $gte?: FilterScalar;
  $in?: FilterScalar[];
  $nin?: FilterScalar[];
}
/** Vectorize's metadata filter: a bare value means $eq, and all keys must match. */
export type VectorFilter = Record<string, FilterScalar | FilterOps>;

export interface VectorRecord {
  id: string;
  namespace: string;
  values: Float32Array | number[];
  metadata: VectorMetadata;
}

export interface VectorQuery {
  namespace: string;
  topK: number;
  filter?: VectorFilter;
}

export interface VectorMatch {
  id: string;
  score: number;
  metadata: VectorMetadata;
}

export interface VectorStore {
  upsert(vectors: VectorRecord[]): Promise<void>;
  /** Best first by cosine similarity. Throws a RangeError when topK is outside 1..MAX_TOP_K. */
  query(values: Float32Array | number[], opts: VectorQuery): Promise<VectorMatch[]>;
  deleteByIds(namespace: string, ids: string[]): Promise<void>;
}

const MAX_TOP_K = 100;

export function assertTopK(topK: number): void {
  if (!Number.isInteger(topK) || topK < 1 || topK > MAX_TOP_K) {
    throw new RangeError(`topK must be an integer from 1 to ${MAX_TOP_K}, got ${topK}`);
  }
}

const OPERATORS = new Set(["$eq", "$ne", "$lt", "$lte", "$gt", "$gte", "$in", "$nin"]);

export const isFilterOps = (c: FilterScalar | FilterOps): c is FilterOps => typeof c === "object" && c !== null;

/** Rejects operators Vectorize does not know, so a typo fails loudly instead of matching everything. */
export function assertFilter(filter: VectorFilter): void {
  for (const [key, cond] of Object.entries(filter)) {
    if (!isFilterOps(cond)) continue;
    for (const [op, arg] of Object.entries(cond)) {
      if (!OPERATORS.has(op)) throw new TypeError(`unknown filter operator ${op} on "${key}"`);
      if ((op === "$in" || op === "$nin") !== Array.isArray(arg)) {
        throw new TypeError(
          `filter operator ${op} on "${key}" ${Array.isArray(arg) ? "takes a single value" : "takes a list"}`,
        );
      }
    }
  }
}

/** Ordering compares like with like only: a string never sorts against a number. */
function compare(a: MetadataValue | undefined, b: FilterScalar): number | null {
  if (a === undefined || b === null) return null;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

const same = (a: MetadataValue | undefined, b: FilterScalar) => (b === null ? a === undefined : a === b);

function matchesOp(value: MetadataValue | undefined, op: keyof FilterOps, arg: FilterScalar | FilterScalar[]): boolean {
  if (Array.isArray(arg)) {
    const hit = arg.some((x) => same(value, x));
    return op === "$nin" ? !hit : hit;
  }
  if (op === "$eq") return same(value, arg);
  if (op === "$ne") return !same(value, arg);
  const d = compare(value, arg);
  if (d === null) return false;
  return op === "$lt" ? d < 0 : op === "$lte" ? d <= 0 : op === "$gt" ? d > 0 : d >= 0;
}

function matchesOps(value: MetadataValue | undefined, ops: FilterOps): boolean {
  return (Object.entries(ops) as [keyof FilterOps, FilterScalar | FilterScalar[]][]).every(([op, arg]) =>
    matchesOp(value, op, arg),
  );
}

/** The reference semantics the local index applies in code (and Vectorize applies server-side). */
export function matchesFilter(metadata: VectorMetadata, filter: VectorFilter | undefined): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([key, cond]) =>
    isFilterOps(cond) ? matchesOps(metadata[key], cond) : same(metadata[key], cond),
  );
}
