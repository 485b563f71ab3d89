/**
 * How the local index stores a vector in D1 and holds it in memory, without losing a bit: the local n-gram embedder
 * fills a few dozen of its 1,024 dimensions per chunk, so a vector is kept sparse (its non-zero positions and their
 * exact Float32 values) whenever that is smaller than the dense Float32 array, and dense otherwise (e.g. bge-m3).
 *
 * Scores are the same numbers as a dense scan's: the dot product and the norm add the same non-zero terms in the same
 * (ascending) order, and the zeros a dense loop adds change nothing, so cosine results and their order are exact.
 *
 * Layout (little-endian): dense = the Float32 values, nothing else (what rows written before this format hold);
 * sparse = "SPV1", dims (u32), count (u32), positions (u16 × count, padded to 4 bytes), values (f32 × count).
 */

const MAGIC = 0x31565053; // "SPV1" read as a little-endian u32
const HEADER = 12;
/** Sparse positions are u16. */
const MAX_SPARSE_DIMS = 65_536;

export interface PackedVector {
  dims: number;
  /** Non-zero positions, ascending; null for a dense vector (every position in `values`). */
  positions: Uint16Array | null;
  values: Float32Array;
  /** The L2 norm, summed like a dense scan does. */
  norm: number;
}

const pad4 = (n: number) => (n + 3) & ~3;
const sparseBytes = (count: number) => HEADER + pad4(2 * count) + 4 * count;

/** The bytes to store for `v`: sparse when that is smaller, else the dense Float32 values. */
export function packVector(v: Float32Array): ArrayBuffer {
  let count = 0;
  for (let i = 0; i < v.length; i++) if (v[i] !== 0) count++;
  if (v.length > MAX_SPARSE_DIMS || sparseBytes(count) >= v.byteLength) {
    return v.buffer.slice(v.byteOffset, v.byteOffset + v.byteLength) as ArrayBuffer;
  }
  const out = new ArrayBuffer(sparseBytes(count));
  const head = new DataView(out);
  head.setUint32(0, MAGIC, true);
  head.setUint32(4, v.length, true);
  head.setUint32(8, count, true);
  const positions = new Uint16Array(out, HEADER, count);
  const values = new Float32Array(out, HEADER + pad4(2 * count), count);
  for (let i = 0, k = 0; i < v.length; i++) {
    if (v[i] === 0) continue;
    positions[k] = i;
    values[k++] = v[i]!;
  }
  return out;
}

/** D1 hands blobs back as ArrayBuffer, a view, or a plain array of bytes depending on the runtime version. */
function bytesOf(blob: unknown): Uint8Array {
  if (blob instanceof ArrayBuffer) return new Uint8Array(blob);
  if (ArrayBuffer.isView(blob)) return new Uint8Array(blob.buffer, blob.byteOffset, blob.byteLength);
  if (Array.isArray(blob)) return Uint8Array.from(blob as number[]);
  throw new TypeError("local_vectors.values is not a blob");
}

function isSparse(bytes: Uint8Array): boolean {
  if (bytes.byteLength < HEADER) return false;
  const head = new DataView(bytes.buffer, bytes.byteOffset, HEADER);
  if (head.getUint32(0, true) !== MAGIC) return false;
  const dims = head.getUint32(4, true);
  const count = head.getUint32(8, true);
  return count <= dims && bytes.byteLength === sparseBytes(count) && sparseBytes(count) < dims * 4;
}

/** A stored vector, copied out of D1's buffer (which the runtime may reuse). */
export function unpackVector(blob: unknown): PackedVector {
  const bytes = bytesOf(blob);
  // A private, aligned copy: typed arrays need 4-byte alignment, and D1's buffer may be shared or reused.
  const own = bytes.slice().buffer;
  if (isSparse(bytes)) {
    const head = new DataView(own, 0, HEADER);
    const dims = head.getUint32(4, true);
    const count = head.getUint32(8, true);
    const values = new Float32Array(own, HEADER + pad4(2 * count), count);
    return { dims, positions: new Uint16Array(own, HEADER, count), values, norm: normOf(values) };
  }
  if (own.byteLength % 4 !== 0)
    throw new TypeError(`a stored vector of ${own.byteLength} bytes is neither dense Float32 nor sparse`);
  const values = new Float32Array(own);
  return { dims: values.length, positions: null, values, norm: normOf(values) };
}

function normOf(values: Float32Array): number {
  let s = 0;
  for (let i = 0; i < values.length; i++) s += values[i]! * values[i]!;
  return Math.sqrt(s);
}

/** Cosine similarity with a dense query whose norm is `queryNorm`; 0 when either vector is zero. */
export function cosine(v: PackedVector, query: Float32Array, queryNorm: number): number {
  let dot = 0;
  const { positions, values } = v;
  if (positions) for (let k = 0; k < values.length; k++) dot += values[k]! * query[positions[k]!]!;
  else for (let i = 0; i < values.length; i++) dot += values[i]! * query[i]!;
  const denominator = v.norm * queryNorm;
  return denominator === 0 ? 0 : dot / denominator;
}
