/** Every event a viewer sees, in order; `seq` is the log's row id, so it only ever increases. */
export type DebateEventType =
  | "snapshot"
  | "turn.started"
  | "turn.delta"
  | "turn.completed"
  | "round.completed"
  | "converged"
  | "verdict"
  | "failed"
  | "done";

export interface DebateEvent {
  seq: number;
  type: DebateEventType;
  at: string;
  [key: string]: unknown;
}

/** The event log in the Durable Object's SQLite storage: append, replay after a seq, read the last seq. */
export class EventLog {
  constructor(private readonly sql: SqlStorage) {
    sql.exec("CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY AUTOINCREMENT, type TEXT NOT NULL, data TEXT NOT NULL)");
  }

  append(type: Exclude<DebateEventType, "snapshot">, data: Record<string, unknown>, at: string): DebateEvent {
    const body = JSON.stringify({ ...data, at });
    const row = this.sql.exec<{ seq: number }>("INSERT INTO events (type, data) VALUES (?, ?) RETURNING seq", type, body).one();
    return { seq: row.seq, type, at, ...data };
  }

  since(seq: number, limit = 5000): DebateEvent[] {
    return this.sql
      .exec<{ seq: number; type: string; data: string }>("SELECT seq, type, data FROM events WHERE seq > ? ORDER BY seq LIMIT ?", seq, limit)
      .toArray()
      .map((r) => ({ ...(JSON.parse(r.data) as Record<string, unknown>), seq: r.seq, type: r.type as DebateEventType }) as DebateEvent);
  }

  lastSeq(): number {
    return this.sql.exec<{ seq: number | null }>("SELECT MAX(seq) AS seq FROM events").one().seq ?? 0;
  }
}
