// The page's program (public/tsconfig.json) reaches server modules through the type imports of src/wire/wire.ts
// and checks them with the DOM's types. The Workers runtime's types (worker-configuration.d.ts) cannot be loaded
// beside the DOM's: both declare Element, WebSocket, Response and more, and the merged types break the page's code.
// The root tsconfig checks the server against the real runtime; here its names only need to exist, loosely typed,
// with the few generic methods the server calls with type arguments (which `any` would refuse).

interface Env {
  CACHE: { get<T>(key: string, type: "json"): Promise<T | null>; [member: string]: any };
  // Named because the server picks them (Pick<Env, ...>), which an index signature does not satisfy.
  CACHE_TTL_S: any;
  EMBEDDINGS: any;
  AI: any;
  VECTOR_STORE: any;
  VECTORS: any;
  DB: any;
  [binding: string]: any;
}

interface D1Database {
  prepare(query: string): D1PreparedStatement;
  [member: string]: any;
}

interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>;
  first<T = Record<string, unknown>>(column?: string): Promise<T | null>;
  [member: string]: any;
}

interface VectorizeIndex {
  query(
    values: number[] | Float32Array,
    options?: object,
  ): Promise<{ matches: { id: string; score: number; metadata?: Record<string, unknown> }[] }>;
  [member: string]: any;
}

type VectorizeVectorMetadataFilter = any;
type Ai = any;
