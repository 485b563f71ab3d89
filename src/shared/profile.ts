/**
 * Where a debate's time goes, for the benchmark (`npm run bench` prints it): named spans summed per isolate while
 * PROFILE=on, read and reset through GET/DELETE /api/admin/profile. Off (the default) every wrapper is one boolean
 * test and a direct call, so production pays nothing. Spans nest (a step contains its model calls and its D1 reads),
 * so their totals are not meant to add up; each answers "how much of the wall time was spent inside X".
 *
 * The Worker and its Durable Objects share one isolate locally (wrangler dev), so one table holds both. workerd
 * advances its clock across I/O as well as while code runs locally, which is what makes CPU-only spans measurable.
 */

/** The spans the code records; one list, so the benchmark's table and the code agree on names. */
export const SPANS = [
  "http",
  "debate.start",
  "evidence.gather",
  "alarm.wait",
  "alarm.schedule",
  "step",
  "model",
  "verification",
  "embedding",
  "retrieval",
  "d1.read",
  "d1.write",
  "state.load",
  "checkpoint",
  "event.append",
  "verdict.persist",
  "archive.flush",
] as const;
export type Span = (typeof SPANS)[number];

export interface SpanTotal {
  ms: number;
  count: number;
}

let enabled = false;
const totals = new Map<Span, SpanTotal>();
const statements = new Map<string, SpanTotal>();

/** A D1 statement's time under its span and under its own SQL. */
async function timedStatement<T>(span: Span, sql: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await timed(span, fn);
  } finally {
    const key = sql.replace(/\s+/g, " ").trim().slice(0, 120);
    const t = statements.get(key) ?? { ms: 0, count: 0 };
    t.ms += performance.now() - t0;
    t.count += 1;
    statements.set(key, t);
  }
}

export function setProfiling(on: boolean): void {
  enabled = on;
}

export const profiling = (): boolean => enabled;

/** Adds one observation of `span` (e.g. a wait measured between two events rather than around a call). */
export function record(span: Span, ms: number): void {
  if (!enabled) return;
  const t = totals.get(span) ?? { ms: 0, count: 0 };
  t.ms += ms;
  t.count += 1;
  totals.set(span, t);
}

export function timedSync<T>(span: Span, fn: () => T): T {
  if (!enabled) return fn();
  const t0 = performance.now();
  try {
    return fn();
  } finally {
    record(span, performance.now() - t0);
  }
}

export async function timed<T>(span: Span, fn: () => Promise<T>): Promise<T> {
  if (!enabled) return fn();
  const t0 = performance.now();
  try {
    return await fn();
  } finally {
    record(span, performance.now() - t0);
  }
}

/** The totals so far, every span listed (0 when it never ran), milliseconds rounded to 0.1. */
export function profileSnapshot(): Record<Span, SpanTotal> {
  return Object.fromEntries(
    SPANS.map((s) => {
      const t = totals.get(s) ?? { ms: 0, count: 0 };
      return [s, { ms: Math.round(t.ms * 10) / 10, count: t.count }];
    }),
  ) as Record<Span, SpanTotal>;
}

/** D1 time by statement (its SQL's first 120 characters; a batch counts as one "batch of n"), most time first. */
export function statementSnapshot(): { sql: string; ms: number; count: number }[] {
  return [...statements.entries()]
    .map(([sql, t]) => ({ sql, ms: Math.round(t.ms * 10) / 10, count: t.count }))
    .sort((a, b) => b.ms - a.ms);
}

export function resetProfile(): void {
  totals.clear();
  statements.clear();
}

/** One proxy per binding, so wrapping at every use site costs a lookup. */
const wrapped = new WeakMap<D1Database, D1Database>();

/** SQL that changes nothing: what counts as a D1 read (the rest, and every batch, count as writes). */
const READ = /^\s*(SELECT|WITH|PRAGMA|EXPLAIN)\b/i;

/**
 * D1 with every statement's execution timed as d1.read or d1.write; the binding itself when profiling is off. Only the
 * calls that reach the database are wrapped (prepare/bind just build statements), and `batch` unwraps the statements
 * it is handed, since D1 accepts only its own objects.
 */
export function profiledD1(db: D1Database): D1Database {
  if (!enabled) return db;
  const known = wrapped.get(db);
  if (known) return known;
  const raw = new WeakMap<object, D1PreparedStatement>();
  const wrapStatement = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const span: Span = READ.test(sql) ? "d1.read" : "d1.write";
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== "function") return value;
        if (prop === "bind")
          return (...args: unknown[]) =>
            wrapStatement((value as (...a: unknown[]) => D1PreparedStatement).apply(target, args), sql);
        if (prop === "all" || prop === "first" || prop === "run" || prop === "raw") {
          return (...args: unknown[]) =>
            timedStatement(span, sql, () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    raw.set(proxy, stmt);
    return proxy;
  };
  const proxy = new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === "prepare") return (sql: string) => wrapStatement(target.prepare(sql), sql);
      if (prop === "batch") {
        return (batch: D1PreparedStatement[]) =>
          timedStatement("d1.write", `batch of ${batch.length}`, () => target.batch(batch.map((s) => raw.get(s) ?? s)));
      }
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  wrapped.set(db, proxy);
  return proxy;
}
